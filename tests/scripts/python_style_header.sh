#!/usr/bin/env bash
# text_style::python comes from <plainproto/python_style.hpp>: text.hpp and json.hpp do not read its parsers and
# printer, a program without it gets an error naming the header for each Python-style option, and one file that
# includes it installs the style for the whole program (here a file that calls nothing).
# Usage: python_style_header.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cxx=${CXX:-c++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

cat > "$work/tiny.hpp" <<'CPP'
#include <cstdint>
#include <plainproto/json.hpp>
#include <plainproto/text.hpp>
struct Tiny : plainproto::message<Tiny> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, a);
};
PLAINPROTO_MESSAGE(Tiny, "t.Tiny", a);
CPP

# The Python-style parsers and printer that text.hpp and json.hpp must not read.
echo '#include "tiny.hpp"' > "$work/reads.cpp"
if "$cxx" -std=c++17 -I"$source_dir/include" -M "$work/reads.cpp" | tr ' \\' '\n\n' |
  grep -E 'detail/(text/python_parser|json/python_parse|json/python_print)\.hpp' > "$work/read"; then
  echo "FAIL text.hpp and json.hpp read the Python style:"
  sed 's/^/  /' "$work/read"
  failed=1
else
  echo "ok   text.hpp and json.hpp read no Python-style parser or printer"
fi

# Prints one line per call: its output (without print_text's final newline), or the error's code and message.
cat > "$work/calls.cpp" <<'CPP'
#include <cstdio>
#include <functional>
#include <string>
#include "tiny.hpp"
static void show(const char* label, const std::function<std::string()>& call) {
  try {
    std::string out = call();
    if (!out.empty() && out.back() == '\n') out.pop_back();
    std::printf("%s: %s\n", label, out.c_str());
  } catch (const plainproto::error& e) {
    std::printf("%s: error %d %s\n", label, static_cast<int>(e.code()), e.what());
  }
}
int main() {
  plainproto::text_parse_options text_in;
  plainproto::json_print_options json_out;
  plainproto::json_parse_options json_in;
  text_in.style = json_out.style = json_in.style = plainproto::text_style::python;
  Tiny tiny;
  tiny.a = 7;
  show("cpp text", [&] { return plainproto::print_text(plainproto::parse_text<Tiny>("a: 0x10")); });
  show("cpp json", [&] { return plainproto::to_json_string(plainproto::parse_json<Tiny>("{\"a\": 3}")); });
  show("python parse_text", [&] { return plainproto::print_text(plainproto::parse_text<Tiny>("a: 1_0", text_in)); });
  show("python merge_text", [&] { plainproto::merge_text("a: 5", tiny, text_in); return plainproto::print_text(tiny); });
  show("python to_json_string", [&] { return plainproto::to_json_string(tiny, json_out); });
  show("python parse_json", [&] { return plainproto::print_text(plainproto::parse_json<Tiny>("{\"a\": 2.0}", json_in)); });
}
CPP
echo '#include <plainproto/python_style.hpp>' > "$work/installs.cpp"

# check NAME EXPECTED SOURCES...: the program built from SOURCES prints EXPECTED.
check() {
  local name=$1 expected=$2
  shift 2
  if ! "$cxx" -std=c++17 -O0 -I"$source_dir/include" -I"$work" "$@" -o "$work/$name" > "$work/$name.log" 2>&1; then
    echo "FAIL $name: does not build"
    head -20 "$work/$name.log"
    failed=1
  elif ! "$work/$name" > "$work/$name.out" 2>&1 || ! diff -u <(printf '%s' "$expected") "$work/$name.out"; then
    echo "FAIL $name: prints other than expected (above)"
    failed=1
  else
    echo "ok   $name"
  fi
}

missing="error 9 text_style::python is not compiled into this program: include <plainproto/python_style.hpp> in one of its files"
check without_python_style "cpp text: a: 16
cpp json: {\"a\":3}
python parse_text: $missing
python merge_text: $missing
python to_json_string: $missing
python parse_json: $missing
" "$work/calls.cpp"

# Python's int("1_0") is 10; json_format reads 2.0 into an int32 field.
check with_python_style_in_another_file "cpp text: a: 16
cpp json: {\"a\":3}
python parse_text: a: 10
python merge_text: a: 5
python to_json_string: {\"a\": 5}
python parse_json: a: 2
" "$work/calls.cpp" "$work/installs.cpp"

exit "$failed"
