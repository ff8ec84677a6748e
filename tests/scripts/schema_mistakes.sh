#!/usr/bin/env bash
# Each mistake in a schema description that docs/schemas.md says stops the compilation does, with its message.
# Usage: schema_mistakes.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cxx=${CXX:-c++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# expect_error NAME MESSAGE: the snippet on standard input does not compile, and the compiler prints MESSAGE.
expect_error() {
  {
    echo '#include <plainproto/core.hpp>'
    echo '#include <cstdint>'
    echo '#include <string>'
    cat
  } > "$work/$1.cpp"
  if "$cxx" -std=c++17 -fsyntax-only -I"$source_dir/include" "$work/$1.cpp" > "$work/$1.log" 2>&1; then
    echo "FAIL $1: compiles"
    failed=$((failed + 1))
  elif ! grep -qF "$2" "$work/$1.log"; then
    echo "FAIL $1: the compiler does not say \"$2\":"
    head -20 "$work/$1.log"
    failed=$((failed + 1))
  else
    echo "ok   $1"
  fi
}

expect_error listed_name_not_a_field 'PLAINPROTO_MESSAGE lists a name (at ListedPosition) that the struct does not declare' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, a);
};
PLAINPROTO_MESSAGE(M, "t.M", a, b);
CPP

expect_error field_missing_from_list 'a data member of the struct is missing from the PLAINPROTO_MESSAGE list' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, a);
  PLAINPROTO_ONEOF(choice, (2, std::string, text), (3, std::int64_t, number));
  PLAINPROTO_REPEATED(4, float, weights);
};
PLAINPROTO_MESSAGE(M, "t.M", a, choice);
CPP

expect_error plain_member_missing_from_list 'a data member of the struct is missing from the PLAINPROTO_MESSAGE list' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, a);
  int not_a_field = 0;
};
PLAINPROTO_MESSAGE(M, "t.M", a);
CPP

expect_error name_listed_twice 'PLAINPROTO_MESSAGE lists a name twice' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, a);
  PLAINPROTO_OPTIONAL(2, bool, b);
};
PLAINPROTO_MESSAGE(M, "t.M", a, b, a);
CPP

expect_error not_an_aggregate 'a message struct is an aggregate' <<'CPP'
struct M : plainproto::message<M> {
  M() {}
  PLAINPROTO_OPTIONAL(1, bool, a);
};
PLAINPROTO_MESSAGE(M, "t.M", a);
CPP

expect_error not_derived 'a message struct must derive from plainproto::message<T>' <<'CPP'
struct Base : plainproto::message<Base> {};
struct M : Base {
  PLAINPROTO_OPTIONAL(1, bool, a);
};
PLAINPROTO_MESSAGE(M, "t.M", a);
CPP

expect_error packed_string 'applies to repeated numbers, bools and enums only' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_REPEATED(1, plainproto::packed<std::string>, names);
};
PLAINPROTO_MESSAGE(M, "t.M", names);
CPP

expect_error packed_optional 'applies to repeated fields only' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, plainproto::packed<float>, weight);
};
PLAINPROTO_MESSAGE(M, "t.M", weight);
CPP

expect_error oneof_member_named_as_field 'duplicate field name' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, text);
  PLAINPROTO_ONEOF(choice, (2, std::string, text), (3, std::int64_t, number));
};
PLAINPROTO_MESSAGE(M, "t.M", text, choice);
CPP

expect_error duplicate_number 'duplicate field number' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, bool, a);
  PLAINPROTO_ONEOF(choice, (2, std::string, text), (1, std::int64_t, number));
};
PLAINPROTO_MESSAGE(M, "t.M", a, choice);
CPP

expect_error unsupported_type 'unsupported field value type' <<'CPP'
struct M : plainproto::message<M> {
  PLAINPROTO_OPTIONAL(1, long long, a);
};
PLAINPROTO_MESSAGE(M, "t.M", a);
CPP

[ "$failed" -eq 0 ]
