#!/usr/bin/env bash
# Every command exits with the documented statuses (docs/cli.md): 0 done, 1 bad input, 2 bad usage; a success
# prints nothing on standard error, a failure something, a usage failure one line naming the command.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

printf 'num_steps: 10\n' >good.config
printf 'num_steps: 10\nnum_stepz: 11\n' >bad.config
printf '{"numSteps": 10}\n' >good.json

# expect STATUS ARGS...: the exit status, and what standard error holds for it.
expect() {
  local status=$1
  run "$@"
  case $status in
    0) expect_no_err ;;
    1) [ -s err ] || fail "$last_command: exit status 1 with nothing on standard error" ;;
    2)
      [ "$(wc -l <err)" -eq 1 ] || fail "$last_command: a usage error is one line on standard error"
      grep -q "^plainproto\( $2\)\?: .* (see plainproto\( $2\)\? --help)$" err ||
        fail "$last_command: the usage error does not name the command: $(cat err)"
      ;;
  esac
}

# expect_write_failure COMMAND ARGS...: standard output is a full device, a failed write (1).
expect_write_failure() {
  local status=0
  "$cli" "$@" >/dev/full 2>err || status=$?
  [ "$status" -eq 1 ] || fail "plainproto $* >/dev/full: exit status $status, expected 1"
  grep -q '^plainproto: cannot write to standard output$' err || fail "plainproto $* >/dev/full: $(cat err)"
}

# the tool itself
expect 0 --help
expect 2 ''
run 2
expect 2 frobnicate

# convert
expect 0 convert -t TrainConfig --to json good.config
expect 1 convert -t TrainConfig --to json good.config -o ''
grep -qx 'plainproto: cannot write a file: the path is empty' err || fail "convert -o '': $(cat err)"
expect 0 convert -t protos.TrainConfig --to text good.json
expect 1 convert -t TrainConfig --to json bad.config
expect 1 convert -t TrainConfig --to json missing.config
expect 1 convert -t TrainConfig --to text -o no/such/folder/out.config good.config
expect 2 convert --to json good.config
expect 2 convert -t NoSuchType --to json good.config
expect 2 convert -t TrainConfig --to yaml good.config

# check: every file is checked; one bad file fails the run
expect 0 check -t TrainConfig good.config good.json
expect 1 check -t TrainConfig good.config bad.config good.json
grep -q '^good.json: ok$' out || fail "check: the files after a bad one are checked too"
expect 1 check -t TrainConfig missing.config
expect 2 check -t TrainConfig
expect 2 check -t NoSuchType good.config

# get
expect 0 get -t TrainConfig good.config num_steps
expect 1 get -t TrainConfig good.config no_such_field
expect 1 get -t TrainConfig bad.config num_steps
expect 2 get -t TrainConfig good.config
expect 2 get -t NoSuchType good.config num_steps

# set
expect 0 set -t TrainConfig good.config num_steps=20
expect 1 set -t TrainConfig good.config num_steps=twenty
expect 1 set -t TrainConfig bad.config num_steps=20
expect 2 set -t TrainConfig good.config num_steps
expect 2 set -t TrainConfig -i -o out.config good.config num_steps=20

# diff: 1 also says that the two messages differ (on standard output, nothing on standard error)
printf 'num_steps: 20\n' >other.config
expect 0 diff -t TrainConfig good.config good.json
run 1 diff -t TrainConfig good.config other.config
expect_no_err
[ -s out ] || fail "diff of two different configs printed nothing"
expect 1 diff -t TrainConfig good.config bad.config
expect 1 diff -t TrainConfig good.config missing.config
expect 2 diff -t TrainConfig good.config
expect 2 diff -t NoSuchType good.config good.json
expect_write_failure diff -t TrainConfig good.config other.config

# defaults
expect 0 defaults -t TrainConfig
expect_write_failure defaults -t TrainConfig
expect 2 defaults
expect 2 defaults -t NoSuchType

# types
expect 0 types
expect_write_failure types
expect 2 types extra

# schema: an unknown PACKAGE, like an unknown TYPE, is a name the tool does not have: bad usage
expect 0 schema protos
expect 1 schema --out /dev/null/folder
expect 1 schema --out ''
grep -qx 'plainproto: cannot create a folder: the path is empty' err || fail "schema --out '': $(cat err)"
expect 2 schema no.such.package
grep -q '(packages: protos, paddle.fleet)' err ||
  fail "schema: the unknown package's error lists the packages: $(cat err)"
expect 2 schema

finish
