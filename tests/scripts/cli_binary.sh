#!/usr/bin/env bash
# Binary files end to end, with protoc as the oracle: convert --to binary is `protoc --encode`, binary input
# reads what protoc encodes, check/get/set take binary files (chosen by extension or --from), binary output
# is not written to a terminal, and decode-raw prints exactly what `protoc --decode_raw` prints.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

command -v protoc >/dev/null || { echo "protoc not found: skipped"; exit 77; }
run 0 schema --out proto
protoc_encode() { protoc --encode="$1" -I proto protos.proto paddle.fleet.proto; }
protoc_decode() { protoc --decode="$1" -I proto protos.proto paddle.fleet.proto; }

# convert --to binary writes what protoc --encode writes; both read each other's bytes back to the same text
for example in easyrec/train_config.config:protos.TrainConfig paddle/strategy.prototxt:paddle.fleet.DistributedStrategy; do
  file=$examples/${example%%:*}
  type=${example##*:}
  run 0 convert -t "$type" --to binary -o ours.pb "$file"
  expect_no_out
  protoc_encode "$type" <"$file" >theirs.pb
  expect_same theirs.pb ours.pb "convert --to binary $file"
  run 0 convert -t "$type" --to text "$file"
  cp out text.expected
  run 0 convert -t "$type" --to text theirs.pb
  expect_out <text.expected
  protoc_decode "$type" <ours.pb >decoded.txt
  expect_same text.expected decoded.txt "protoc --decode of convert --to binary $file"
  # decode-raw: protoc's guesses, byte for byte
  run 0 decode-raw ours.pb
  protoc --decode_raw <ours.pb | expect_out
  stdin=ours.pb run 0 decode-raw
  protoc --decode_raw <ours.pb | expect_out
done

# a message of many heap chunks and long strings: the output file receives the writer's regions in order (written
# as people write: CRLF, tabs, comments and blank lines between tokens, Python's 10.0)
python3 - >large.prototxt <<'EOF'
import sys
lines = ['# a job', 'worker_ips: "' + 'w' * 5000 + '"', 'strategy {']
for i in range(3000):
    lines.append('\tdownpour_table_param # table %d\n\n\t{ table_id: %d table_name: "%s"\taccessor {'
                 ' ctr_accessor_param { nonclk_coeff: 10.0 } fea_dim: %d } }' % (i, i, 'x' * (i % 50), i))
    if i == 1500:
        lines.append('\tdownpour_table_param { table_class: "%s" }' % ('c' * 70000))
lines += ['}', '', 'worker_ips: "' + 'z' * 9000 + '"  # the last']
sys.stdout.buffer.write('\r\n'.join('\n'.join(lines).split('\n')).encode() + b'\r\n')
EOF
run 0 convert -t paddle.fleet.DistributedJobInfo --to binary -o large.pb large.prototxt
expect_no_out
protoc_encode paddle.fleet.DistributedJobInfo <large.prototxt >theirs.pb
expect_same theirs.pb large.pb "convert --to binary -o of a 3,000-table job"
run 0 convert -t paddle.fleet.DistributedJobInfo --to binary -o - large.prototxt
expect_same theirs.pb out "convert --to binary -o - of a 3,000-table job"

# the extensions that mean binary; --from binary for any other name
run 0 convert -t TrainConfig --to binary -o config.pb "$examples/easyrec/train_config.config"
for name in config.bin config.binpb config.data; do cp config.pb "$name"; done
for name in config.pb config.bin config.binpb; do
  run 0 check -t TrainConfig "$name"
  printf '%s: ok\n' "$name" | expect_out
done
run 1 check -t TrainConfig config.data
run 0 check -t TrainConfig --from binary config.data
printf 'config.data: ok\n' | expect_out
run 0 convert -t TrainConfig --to binary -o - config.pb
expect_same config.pb out "convert binary to binary on standard output"

# get and set on a binary file; set writes binary back
run 0 get -t TrainConfig config.pb num_steps 'optimizer_config[1].ftrl_optimizer.l1_reg'
printf '200000\n10\n' | expect_out
run 0 set -t TrainConfig config.pb num_steps=7 -o edited.pb
expect_no_out
run 0 get -t TrainConfig edited.pb num_steps
printf '7\n' | expect_out
run 0 convert -t TrainConfig --to text edited.pb
protoc_decode protos.TrainConfig <edited.pb | expect_out
cp config.pb inplace.pb
run 0 set -t TrainConfig -i inplace.pb num_steps=7
expect_same edited.pb inplace.pb "set -i on a binary file"
run 2 set -t TrainConfig --utf8 config.pb num_steps=7 -o x.pb
run 2 check -t TrainConfig --at train_config config.pb

# bad binary input: the error says what and at which byte; unknown fields are an error unless allowed
printf '\x28\x96\x01\x28' >truncated.pb
run 1 check -t TrainConfig truncated.pb
expect_err <<'ERR'
truncated.pb: error: Truncated varint at byte 4 (field num_steps)
ERR
printf '\xb8\x3e\x01\x28\x05' >unknown.pb
run 1 convert -t TrainConfig --to text unknown.pb
expect_err <<'ERR'
unknown.pb: error: Message type "protos.TrainConfig" has no field number 999 at byte 0
  --allow-unknown skips what protos.TrainConfig does not have
ERR
run 0 convert -t TrainConfig --to text --allow-unknown unknown.pb
printf 'num_steps: 5\n' | expect_out
run 0 get -t TrainConfig --allow-unknown unknown.pb num_steps
printf '5\n' | expect_out
# an enum value its enum does not declare: libprotobuf keeps it aside as an unknown field too
printf '\x28\x05\xa0\x01\x63' >undeclared.pb
run 1 check -t TrainConfig undeclared.pb
expect_err <<'ERR'
undeclared.pb: error: Value 99 is not declared by enum protos.DistributionStrategy at byte 4 (field train_distribute)
  --allow-unknown skips what protos.TrainConfig does not have
ERR
run 0 get -t TrainConfig --allow-unknown undeclared.pb num_steps train_distribute
printf '5\nNoStrategy\n' | expect_out
printf '\xfa\x01\x03\xaa\x1f\x00' >partial.pb
run 1 convert -t TrainConfig --to text partial.pb
expect_err <<'ERR'
partial.pb: error: Can't parse message of type "protos.TrainConfig" because it is missing required fields: incr_save_config.kafka.server, incr_save_config.kafka.topic, incr_save_config.kafka.consumer
ERR
run 0 convert -t TrainConfig --to binary --allow-partial -o - partial.pb
expect_same partial.pb out "a partial message passes through"

# binary output is not written to a terminal unless -o - asks for it
if script -qec true /dev/null >/dev/null 2>&1; then
  script -qec "$cli convert -t TrainConfig --to binary config.pb" /dev/null >tty.out 2>&1 && fail "binary to a terminal: exit 0"
  grep -q 'binary output is not written to a terminal; give -o FILE, or -o - to force it' tty.out ||
    fail "binary to a terminal: no usage message"
  script -qec "$cli convert -t TrainConfig --to binary -o - config.pb" /dev/null >tty.out 2>&1 ||
    fail "binary to a terminal with -o -: failed"
fi

# decode-raw on hand-made bytes: nested messages guessed or not, strings, groups, fixed values, failures
inputs=(
  ''
  '\x0a\x00'
  '\x0a\x05hello'
  '\x0a\x03\x10\x96\x01'
  '\x0a\x01\x08'
  '\x0a\x04\x08\x96\x01\x00'
  '\x0a\x03\x15\x01\x02'
  '\x0a\x06\x10\x80\x80\x80\x80\x01'
  '\x0a\x08\x98\x80\x80\x80\x80\x80\x00\x05'
  '\x1b\x08\x01\x0a\x02ab\x2b\x2c\x1c'
  '\x0d\xef\xbe\xad\xde\x11\x01\x02\x03\x04\x05\x06\x07\x08\x18\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01'
  '\x3a\x20"quoted" \\ \n\t\r \x7f\x80\xff \xc3\xa9 \x01\x02'
  '\x0a\x02\x1b\x1c'
  '\x0a\x02\x1b\x24'
  '\x0a\x01\x0c'
  '\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0a\x02\x08\x01\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c'
  '\x0a\x16\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c'
  '\x0a\x14\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c'
  '\x12\x1a\x12\x18\x12\x16\x12\x14\x12\x12\x12\x10\x12\x0e\x12\x0c\x12\x0a\x12\x08\x12\x06\x12\x04\x12\x02\x08\x01'
  '\x08'
  '\x0c'
  '\x00'
  '\x0e'
  '\x0a\x05ab'
  '\x0b\x08\x01'
  '\x0b\x14'
)
for input in "${inputs[@]}"; do
  printf "$input" >raw.bin
  protoc --decode_raw <raw.bin >theirs.txt 2>/dev/null
  their_status=$?
  "$cli" decode-raw raw.bin >ours.txt 2>ours.err
  our_status=$?
  if [ "$their_status" -ne "$our_status" ]; then
    fail "decode-raw $input: exit status $our_status, protoc $their_status"
  elif ! cmp -s theirs.txt ours.txt; then
    fail "decode-raw $input: output differs from protoc's"
    diff -u theirs.txt ours.txt | sed 's/^/  /' >&2
  fi
done
printf '\x0a\x05ab' >short.bin
run 1 decode-raw short.bin
expect_no_out
expect_err <<'ERR'
short.bin: error: Length 5 runs past the end of its message (2 bytes left) at byte 1
ERR
run 2 decode-raw a.bin b.bin

# diff: each file's format by its name, as the other commands choose it
run 0 diff -t TrainConfig config.pb "$examples/easyrec/train_config.config"
expect_no_out
run 0 diff -t TrainConfig config.bin config.binpb
expect_no_out
run 1 diff -t TrainConfig edited.pb config.pb
printf 'num_steps: 7 -> 200000\n' | expect_out
run 1 diff -t TrainConfig unknown.pb config.pb
expect_err <<'ERR'
unknown.pb: error: Message type "protos.TrainConfig" has no field number 999 at byte 0
  --allow-unknown skips what protos.TrainConfig does not have
ERR

# A wire type no message has (6) on a known field is invalid, not unknown: no --allow-unknown line, and the flag
# does not read it either (libprotobuf rejects it)
printf '\016\000' >wire6.pb
run 1 check -t TrainConfig wire6.pb
expect_err <<'ERR'
wire6.pb: error: Invalid wire type 6 (field 1) at byte 0
ERR
run 1 check -t TrainConfig --allow-unknown wire6.pb
expect_err <<'ERR'
wire6.pb: error: Invalid wire type 6 (field 1) at byte 0
ERR
# ... and so is an unknown field whose value does not parse, which is reported as malformed before it is unknown:
# wire type 6, a truncated varint, an overlong one, and a truncated 64-bit value inside a sub-message
printf '\276\076' >unknown_wire6.pb
printf '\270\076\200' >unknown_truncated.pb
printf '\270\076\200\200\200\200\200\200\200\200\200\200\000' >unknown_overlong.pb
printf '\012\005abcde' >unknown_in_message.pb
run 1 check -t TrainConfig unknown_wire6.pb unknown_truncated.pb unknown_overlong.pb unknown_in_message.pb
expect_err <<'ERR'
unknown_wire6.pb: error: Invalid wire type 6 (field 999) at byte 0
unknown_truncated.pb: error: Truncated varint at byte 2
unknown_overlong.pb: error: Varint longer than 10 bytes at byte 2
unknown_in_message.pb: error: Truncated 64-bit value at byte 3 (field optimizer_config[0])
ERR
# a length is at most 5 bytes and at most 2147483631 (libprotobuf's ReadSize), which is below 2 GB
printf '\062\377\377\377\377\007abc' >length_limit.pb
printf '\062\203\200\200\200\200\000abc' >length_overlong.pb
run 1 check -t TrainConfig length_limit.pb length_overlong.pb
expect_err <<'ERR'
length_limit.pb: error: Length 2147483647 is over the limit of 2147483631 bytes at byte 1 (field fine_tune_checkpoint)
length_overlong.pb: error: Length longer than 5 bytes at byte 1 (field fine_tune_checkpoint)
ERR

finish
