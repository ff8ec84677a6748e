#!/usr/bin/env bash
# The headers keep their layers (docs/DESIGN-NOTES-FOR-CONTRIBUTORS.md): every header under
# include/plainproto/detail/ sits in a layer's folder, and no header includes one of a higher layer or of
# another layer at its own level. From the bottom:
#   common (detail/common)  <-  core (detail/core, core.hpp)  <-  text, json, binary, schema (detail/*), schemas/
#   <-  paths (detail/paths)  <-  paddle (detail/paddle)  <-  the public entry headers (plainproto.hpp, ...)
# error.hpp, options.hpp, paddle_errors.hpp and version.hpp are leaves: any header may include them, and they include
# no plainproto header. Run as: layers.sh CLI_PATH SOURCE_DIR (the tool is not used).
set -uo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 CLI_PATH SOURCE_DIR" >&2
  exit 2
fi
source_dir=$(cd "$2" && pwd)

# layer_of PATH (relative to include/plainproto): sets rank and layer; rank "-" for a header in no layer.
layer_of() {
  case $1 in
    error.hpp | options.hpp | paddle_errors.hpp | version.hpp) rank=-1 layer=leaf ;;
    detail/common/*.hpp) rank=0 layer=common ;;
    core.hpp | detail/core/*.hpp) rank=1 layer=core ;;
    detail/text/*.hpp) rank=2 layer=text ;;
    detail/json/*.hpp) rank=2 layer=json ;;
    detail/binary/*.hpp) rank=2 layer=binary ;;
    detail/schema/*.hpp) rank=2 layer=schema ;;
    schemas/*.hpp) rank=2 layer=schemas ;;
    detail/paths/*.hpp) rank=3 layer=paths ;;
    detail/paddle/*.hpp) rank=4 layer=paddle ;;
    */*) rank=- layer=none ;;
    *.hpp) rank=5 layer=entry ;;
    *) rank=- layer=none ;;
  esac
}

# normalized DIR/INCLUDE: the path with "." and ".." folded; sets `path` (empty when it leaves the root).
normalized() {
  local part parts folded=()
  IFS=/ read -ra parts <<<"$1/$2"
  for part in "${parts[@]}"; do
    case $part in
      '' | .) ;;
      ..)
        [ ${#folded[@]} -gt 0 ] || { path=; return; }
        unset 'folded[${#folded[@]}-1]'
        ;;
      *) folded+=("$part") ;;
    esac
  done
  local IFS=/
  path="${folded[*]}"
}

# check_tree ROOT: prints one line per violation under ROOT (an include/plainproto folder); fails when there is any.
check_tree() {
  local root=$1 violations=0 header relative own_rank own_layer line included directory rank layer path
  while IFS= read -r header; do
    relative=${header#"$root"/}
    layer_of "$relative"
    own_rank=$rank own_layer=$layer
    if [ "$own_rank" = - ]; then
      echo "$relative: not in a layer's folder"
      violations=$((violations + 1))
      continue
    fi
    directory=$(dirname "$relative")
    [ "$directory" = . ] && directory=
    while IFS= read -r line; do
      [[ $line =~ \"([^\"]+)\" ]] || continue
      included=${BASH_REMATCH[1]}
      normalized "$directory" "$included"
      layer_of "$path"
      if [ -z "$path" ] || [ "$rank" = - ] || [ ! -f "$root/$path" ]; then
        echo "$relative includes \"$included\", which is no header of a layer"
      elif [ "$own_rank" = -1 ]; then
        echo "$relative is a leaf type but includes \"$included\""
      elif [ "$rank" = -1 ] || [ "$rank" -lt "$own_rank" ] || [ "$layer" = "$own_layer" ]; then
        continue
      elif [ "$rank" -gt "$own_rank" ]; then
        echo "$relative ($own_layer) includes \"$included\" ($layer), a higher layer"
      else
        echo "$relative ($own_layer) includes \"$included\" ($layer), another layer at its own level"
      fi
      violations=$((violations + 1))
    done < <(grep -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$header")
  done < <(find "$root" -name '*.hpp' | sort)
  [ "$violations" -eq 0 ]
}

failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

report=$(check_tree "$source_dir/include/plainproto")
status=$?
[ "$status" -eq 0 ] || fail "include/plainproto breaks its layers:"$'\n'"$report"

# The check itself finds each kind of violation, in a copy of the tree with one added.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
expect_violation() {
  local what=$1 file=$2 text=$3 copy
  copy=$work/$what
  cp -r "$source_dir/include/plainproto" "$copy"
  mkdir -p "$(dirname "$copy/$file")"
  printf '%s\n' "$text" >>"$copy/$file"
  report=$(check_tree "$copy") && fail "$what: not reported"
  grep -q "^$file" <<<"$report" || fail "$what: the report does not name $file: $report"
}
expect_violation upward detail/common/utf8.hpp '#include "../text/tokenizer.hpp"'
expect_violation sideways detail/json/print.hpp '#include "../text/printer.hpp"'
expect_violation entry detail/paths/eval.hpp '#include "../../text.hpp"'
expect_violation flat detail/stray.hpp '#pragma once'
expect_violation leaf options.hpp '#include "error.hpp"'

if [ "$failures" -ne 0 ]; then
  echo "$(basename "$0"): $failures failed check(s)" >&2
  exit 1
fi
echo "$(basename "$0"): all checks passed"
