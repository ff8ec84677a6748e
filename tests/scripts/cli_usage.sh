#!/usr/bin/env bash
# The command line itself: --help for the tool and each command, and every usage error: exit status 2 and
# one line on standard error, nothing on standard output.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

for help in --help -h help; do
  run 0 "$help"
  expect_no_err
  expect_out <<'OUT'
usage: plainproto COMMAND [ARGUMENTS...]
       plainproto COMMAND --help
       plainproto --version

commands:
  convert     read a config and write it in text format, JSON or binary
  check       check that configs parse as a type, with every required field set
  get         print the values that edit_config paths select
  set         edit a config with edit_config paths
  fmt         lay out text-format configs canonically, keeping comments
  diff        compare two configs field by field
  defaults    print a message with every field at its default
  types       list every built-in message type
  schema      print the built-in schemas as .proto files, or a JSON Schema of a type's JSON
  decode-raw  print any binary message without its type, as protoc --decode_raw does
OUT
done
# --version: the version of version.hpp, which is the CMake and Meson projects' too
run 0 --version
expect_no_err
cmake_version=$(sed -n 's/^  VERSION \([0-9.]*\)$/\1/p' "$source_dir/CMakeLists.txt")
meson_version=$(sed -n "s/^  version: '\([0-9.]*\)',$/\1/p" "$source_dir/meson.build")
[ -n "$cmake_version" ] || fail "no VERSION found in CMakeLists.txt's project()"
[ "$meson_version" = "$cmake_version" ] || fail "meson.build's version ($meson_version) is not CMake's ($cmake_version)"
printf 'plainproto %s\n' "$cmake_version" | expect_out

for command in convert check get set fmt diff defaults types schema decode-raw; do
  # --help wins over anything else on the line, even arguments that would be wrong
  run 0 "$command" --bogus --help
  expect_no_err
  head -n 1 out | grep -q "^usage: plainproto $command\( \|$\)" || fail "plainproto $command --help: no usage line"
done

# usage ERROR_MESSAGE ARGS...: exit status 2, the message on standard error, nothing on standard output
usage() {
  local message=$1
  shift
  run 2 "$@"
  expect_no_out
  printf '%s\n' "$message" | expect_err
}
usage 'plainproto: no command given (see plainproto --help)'
usage 'plainproto: unknown command "frobnicate" (see plainproto --help)' frobnicate
usage 'plainproto convert: -t TYPE is required (see plainproto convert --help)' convert --to text a.config
usage 'plainproto convert: --to text|json|binary is required (see plainproto convert --help)' convert -t TrainConfig
usage 'plainproto convert: unknown type "Nope"; plainproto types lists them (see plainproto convert --help)' \
  convert -t Nope --to text
usage 'plainproto convert: type "Consumer" is ambiguous: protos.IncrementSaveConfig.Kafka.Consumer, protos.IncrementSaveConfig.Datahub.Consumer (see plainproto convert --help)' \
  convert -t Consumer --to text
usage 'plainproto convert: --to must be text, json or binary, not "yaml" (see plainproto convert --help)' \
  convert -t TrainConfig --to yaml
usage 'plainproto convert: --from must be text, json or binary, not "xml" (see plainproto convert --help)' \
  convert -t TrainConfig --to text --from xml a.config
usage 'plainproto convert: expected at most one input FILE (see plainproto convert --help)' \
  convert -t TrainConfig --to text a.config b.config
usage 'plainproto convert: --pretty applies to --to json (see plainproto convert --help)' \
  convert -t TrainConfig --to text --pretty a.config
usage 'plainproto convert: --preserve-names applies to --to json (see plainproto convert --help)' \
  convert -t TrainConfig --to text --preserve-names a.config
usage 'plainproto convert: --utf8 applies to --to text (see plainproto convert --help)' \
  convert -t TrainConfig --to json --utf8 a.config
usage 'plainproto convert: --single-line applies to --to text (see plainproto convert --help)' \
  convert -t TrainConfig --to json --single-line a.config
usage 'plainproto convert: unknown option --bogus (see plainproto convert --help)' convert -t TrainConfig --to text --bogus
usage 'plainproto convert: option --to needs a value (see plainproto convert --help)' convert -t TrainConfig --to
usage 'plainproto convert: option --merge takes no value (see plainproto convert --help)' \
  convert -t TrainConfig --to text --merge=yes a.config
usage 'plainproto check: expected at least one FILE (see plainproto check --help)' check -t TrainConfig
usage 'plainproto check: -t TYPE is required (see plainproto check --help)' check a.config
usage 'plainproto check: unknown option -o (see plainproto check --help)' check -t TrainConfig -o x a.config
usage 'plainproto get: expected FILE and at least one PATH (see plainproto get --help)' get -t TrainConfig a.config
usage 'plainproto get: -t TYPE is required (see plainproto get --help)' get a.config num_steps
usage 'plainproto set: expected FILE and at least one PATH=VALUE (see plainproto set --help)' set -t TrainConfig a.config
usage 'plainproto set: expected PATH=VALUE, got "num_steps" (see plainproto set --help)' \
  set -t TrainConfig a.config num_steps
usage 'plainproto set: expected PATH=VALUE, got "optimizer_config[use_moving_average=true]" (see plainproto set --help)' \
  set -t TrainConfig a.config 'optimizer_config[use_moving_average=true]'
usage 'plainproto set: -i and -o cannot be used together (see plainproto set --help)' \
  set -t TrainConfig -i -o b.config a.config num_steps=1
usage 'plainproto set: -i needs a FILE, not standard input (see plainproto set --help)' set -t TrainConfig -i - num_steps=1
usage 'plainproto defaults: -t TYPE is required (see plainproto defaults --help)' defaults
usage 'plainproto defaults: takes no FILE (see plainproto defaults --help)' defaults -t TrainConfig a.config
usage 'plainproto types: takes no arguments (see plainproto types --help)' types x
usage 'plainproto schema: expected PACKAGE or --out DIR (see plainproto schema --help)' schema
usage 'plainproto schema: no package named "nope" (packages: protos, paddle.fleet) (see plainproto schema --help)' \
  schema nope

# "--" ends the options: what follows is positional even when it starts with "-"
printf 'num_steps: 3\n' >-odd.config
run 0 get -t TrainConfig -- -odd.config num_steps
printf '3\n' | expect_out

finish
