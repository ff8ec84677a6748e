#!/usr/bin/env bash
# Files are written atomically: a run that fails, before or while writing, leaves the old file as it was and
# no temporary file behind. (CI runs as root, so the failed writes use a missing folder, a folder where a
# file is expected, and a path whose parent is a file, not permissions.)
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

printf 'num_steps: 1\n' >good.config
printf 'num_steps: x\n' >bad.config
printf 'keep me\n' >old.txt
cp old.txt old.copy

# the input is bad: nothing is written
run 1 convert -t TrainConfig --to text -o old.txt bad.config
expect_same old.copy old.txt "convert -o with a bad input"
run 1 set -t TrainConfig -o old.txt good.config num_steps=-5
expect_same old.copy old.txt "set -o with a bad value"
cp bad.config bad.copy
run 1 set -t TrainConfig -i bad.config num_steps=5
expect_same bad.copy bad.config "set -i on a bad file"

# the write itself fails
run 1 convert -t TrainConfig --to text -o missing/out.config good.config
expect_no_out
grep -q '^plainproto: cannot write missing/out.config: cannot create a temporary file in missing: No such file or directory$' err ||
  fail "convert -o missing/out.config: $(cat err)"
[ ! -e missing ] || fail "convert -o missing/out.config created missing/"

run 1 convert -t TrainConfig --to text -o old.txt/out.config good.config
grep -q '^plainproto: cannot write old.txt/out.config: cannot create a temporary file in old.txt: Not a directory$' err ||
  fail "convert -o old.txt/out.config: $(cat err)"
expect_same old.copy old.txt "convert -o below a file"

mkdir folder
printf 'inside\n' >folder/keep.txt
run 1 set -t TrainConfig -o folder good.config num_steps=2
grep -q '^plainproto: cannot replace folder: Is a directory$' err || fail "set -o folder: $(cat err)"
[ "$(cat folder/keep.txt)" = inside ] || fail "set -o folder changed the folder"

# a pipe, or a descriptor's name, is written directly: never replaced by a regular file
"$cli" convert -t TrainConfig --to json good.config >expected.json
mkfifo out.fifo
timeout 20 cat out.fifo >fifo.json &
reader=$!
run 0 convert -t TrainConfig --to json -o out.fifo good.config
wait "$reader"
[ -p out.fifo ] || fail "convert -o FIFO replaced the FIFO with a regular file"
expect_same expected.json fifo.json "convert -o FIFO"
"$cli" convert -t TrainConfig --to json -o /dev/stdout good.config 2>err | cat >piped.json
expect_same expected.json piped.json "convert -o /dev/stdout into a pipe"
printf 'before\n' >appended.json
"$cli" convert -t TrainConfig --to json -o /dev/stdout good.config >>appended.json 2>err
{ printf 'before\n'; cat expected.json; } >expected_appended.json
expect_same expected_appended.json appended.json "convert -o /dev/stdout >> a file"
[ -z "$(ls -a | grep plainproto-)" ] || fail "a temporary file was left: $(ls -a | grep plainproto-)"

# interrupted while it writes (Ctrl-C, kill), the tool removes its temporary file and the old file stays
awk 'BEGIN { for (i = 0; i < 300000; i++) print "optimizer_config { adam_optimizer { beta1: 0.5 } }" }' >long.config
printf 'old\n' >interrupted.json
"$cli" convert -t TrainConfig --merge --to json --pretty -o interrupted.json long.config 2>/dev/null &
writer=$!
for _ in $(seq 1 1000); do
  ls -a | grep -q 'interrupted.json.plainproto-' && break
  sleep 0.005
done
if ls -a | grep -q 'interrupted.json.plainproto-'; then
  kill -TERM "$writer"
  wait "$writer"
  status=$?
  # On a loaded machine the conversion may finish between the check above and the signal: then the file is the
  # whole new one. Either way it is never a part, and no temporary file stays.
  if [ "$(cat interrupted.json)" = old ]; then
    [ "$status" -eq 143 ] || fail "convert killed while writing: exit status $status, expected 143 (SIGTERM)"
  else
    [ "$status" -eq 143 ] || [ "$status" -eq 0 ] || fail "convert killed after writing: exit status $status"
    "$cli" check -t TrainConfig interrupted.json >/dev/null 2>&1 || fail "convert killed while writing left a part"
    echo "note: the conversion had replaced its file when the signal came; the interruption was not tried"
  fi
  [ -z "$(ls -a | grep plainproto-)" ] || fail "convert killed while writing left $(ls -a | grep plainproto-)"
else
  wait "$writer"
  echo "note: the conversion ended before its temporary file was seen; the interruption was not tried"
fi
rm -f long.config

# standard output that cannot be written
if [ -w /dev/full ]; then
  "$cli" get -t TrainConfig good.config num_steps >/dev/full 2>err
  status=$?
  [ "$status" -eq 1 ] || fail "get >/dev/full: exit status $status, expected 1"
  [ "$(cat err)" = 'plainproto: cannot write to standard output' ] || fail "get >/dev/full: $(cat err)"
fi

# through a symbolic link the file it resolves to is written, and the link stays a link
mkdir real
printf 'num_steps: 1\n' >real/linked.config
ln -s real/linked.config link.config
run 0 set -t TrainConfig -i link.config num_steps=2
[ -L link.config ] || fail "set -i replaced the symbolic link link.config"
printf 'num_steps: 2\n' >expected.config
expect_same expected.config real/linked.config "set -i through a symbolic link"
run 0 convert -t TrainConfig --to text -o link.config good.config
[ -L link.config ] || fail "convert -o replaced the symbolic link link.config"
expect_same good.config real/linked.config "convert -o through a symbolic link"
# a dangling link: the file it names is created, as `echo >link` does
ln -s real/new.config dangling.config
run 0 convert -t TrainConfig --to text -o dangling.config good.config
[ -L dangling.config ] || fail "convert -o replaced the dangling symbolic link dangling.config"
expect_same good.config real/new.config "convert -o through a dangling symbolic link"

# --fsync: the file and its folder are fsynced (seen with strace where it can trace); without it, neither.
# (LeakSanitizer cannot run under ptrace: a sanitizer build is traced without it.)
printf 'num_steps: 3\n' >fsync.config
fsync_count() { grep -c 'fsync(' trace || true; }
traced() { ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" strace -f -qq -e trace=fsync -o trace "$@"; }
if command -v strace >/dev/null && strace -f -qq -e trace=fsync -o trace true 2>/dev/null; then
  for command in "convert -t TrainConfig --to text -o synced.config" "set -t TrainConfig -o synced.config"; do
    traced "$cli" $command --fsync fsync.config $([ "${command%% *}" = set ] && echo num_steps=3) >out 2>err ||
      fail "$command --fsync: $(cat err)"
    [ "$(fsync_count)" -eq 2 ] || fail "$command --fsync: $(fsync_count) fsync calls, expected 2"
    expect_same fsync.config synced.config "$command --fsync"
    traced "$cli" $command fsync.config $([ "${command%% *}" = set ] && echo num_steps=3) >out 2>err ||
      fail "$command: $(cat err)"
    [ "$(fsync_count)" -eq 0 ] || fail "$command: $(fsync_count) fsync calls without --fsync"
  done
  printf 'num_steps:3\n' >unformatted.config
  traced "$cli" fmt -i --fsync unformatted.config >out 2>err || fail "fmt -i --fsync: $(cat err)"
  [ "$(fsync_count)" -eq 2 ] || fail "fmt -i --fsync: $(fsync_count) fsync calls, expected 2"
  expect_same fsync.config unformatted.config "fmt -i --fsync"
  traced "$cli" schema --out exported --fsync >out 2>err || fail "schema --out --fsync: $(cat err)"
  [ "$(fsync_count)" -eq "$((2 * $(wc -l <out)))" ] || fail "schema --out --fsync: $(fsync_count) fsync calls for $(wc -l <out) files"
else
  echo "strace cannot trace here: --fsync is checked only for being accepted"
  run 0 convert -t TrainConfig --to text -o synced.config --fsync fsync.config
  expect_same fsync.config synced.config "convert --fsync"
fi

# nothing was left behind
leftovers=$(find . -name '*.plainproto-*')
[ -z "$leftovers" ] || fail "temporary files left behind: $leftovers"

# and a write that works replaces the file, keeping its permissions
chmod 640 old.txt
run 0 convert -t TrainConfig --to text -o old.txt good.config
expect_same good.config old.txt "convert -o over an existing file"
[ "$(stat -c %a old.txt)" = 640 ] || fail "convert -o changed the permissions to $(stat -c %a old.txt)"

finish
