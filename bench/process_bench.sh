#!/usr/bin/env bash
# Whole-process benchmark: `plainproto convert` against ref_convert, a libprotobuf tool doing the same
# read -> parse -> print -> write with protoc's generated code, on generated large inputs and on the bundled
# real configs. Builds nothing; prints markdown tables (bench/README.md explains them).
#
#   bench/process_bench.sh PLAINPROTO REF_CONVERT [EMPTY_PROGRAM]
#
# PLAINPROTO is the plainproto tool, REF_CONVERT the ref_convert program of a bench build, EMPTY_PROGRAM the
# empty_program of the same build (default: next to REF_CONVERT).
# Environment: RUNS (timed runs per command, default 20, at least 10), ROUNDS (default 5: the runs of a case are
# taken in that many rounds, each timing the three commands in turn, so that a neighbour slowing this shared
# machine for a while weighs on both tools alike), WARMUP (warm-up runs before the first round, default 3),
# RSS_RUNS (runs whose peak RSS is measured, default 5), KEEP_DIR (keep the inputs, outputs and hyperfine's JSON
# there).
# Needs hyperfine, GNU time (/usr/bin/time) and python3.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
plainproto=$(absolute "$1")
ref=$(absolute "$2")
empty=$(absolute "${3:-$(dirname "$2")/empty_program}")
runs=${RUNS:-20}
rounds=${ROUNDS:-5}
warmup=${WARMUP:-3}
rss_runs=${RSS_RUNS:-5}
[ "$runs" -ge 10 ] || { echo "process_bench.sh: RUNS must be at least 10" >&2; exit 2; }
[ "$rounds" -ge 1 ] && [ "$rounds" -le "$runs" ] || { echo "process_bench.sh: ROUNDS must be 1 to RUNS" >&2; exit 2; }
for program in "$plainproto" "$ref" "$empty"; do
  [ -x "$program" ] || { echo "process_bench.sh: $program is not an executable" >&2; exit 2; }
done
for tool in hyperfine python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "process_bench.sh: needs $tool" >&2; exit 2; }
done

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
examples="$here/../examples"
if [ -n "${KEEP_DIR:-}" ]; then
  work=$KEEP_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
cd "$work"

python3 "$here/generate_inputs.py" .
cp "$examples/easyrec/train_config.config" easyrec.config
cp "$examples/easyrec/pipeline.config" pipeline.config
cp "$examples/paddle/strategy.prototxt" strategy.prototxt
"$ref" --type protos.TrainConfig --from text --to json easyrec.config easyrec.json
"$ref" --type paddle.fleet.DistributedStrategy --from text --to json strategy.prototxt strategy.json
"$ref" --type paddle.fleet.DistributedJobInfo --from text --to binary job_info.prototxt job_info.binpb
"$ref" --type protos.TrainConfig --from text --to binary train_config.config train_config.binpb
"$ref" --type protos.TrainConfig --from text --to binary easyrec.config easyrec.binpb
"$ref" --type paddle.fleet.DistributedStrategy --from text --to binary strategy.prototxt strategy.binpb

# name | type | text input | JSON input | binary input (- for none: the directions to or from binary are left
# out too) | --at FIELD (- for none)
cases=(
  "DistributedJobInfo, generated|paddle.fleet.DistributedJobInfo|job_info.prototxt|job_info.json|job_info.binpb|-"
  "TrainConfig, generated|protos.TrainConfig|train_config.config|train_config.json|train_config.binpb|-"
  "EasyRec train_config.config|protos.TrainConfig|easyrec.config|easyrec.json|easyrec.binpb|-"
  "EasyRec pipeline.config --at train_config|protos.TrainConfig|pipeline.config|-|-|train_config"
  "Paddle strategy.prototxt|paddle.fleet.DistributedStrategy|strategy.prototxt|strategy.json|strategy.binpb|-"
)
directions=("text text" "text json" "json text" "text binary" "binary text")

rows=rows.tsv  # kind, case, direction, input bytes, then hyperfine's JSON for the pair and two RSS lists
: >"$rows"

# Peak resident set sizes (KiB) of `rss_runs` runs of a command, space separated.
peak_rss() {
  local sizes=() i
  for ((i = 0; i < rss_runs; ++i)); do
    sizes+=("$(/usr/bin/time -f %M -o rss.txt "$@" >/dev/null 2>&1; tail -n 1 rss.txt)")
  done
  echo "${sizes[*]}"
}

# in_rounds JSON COMMAND-ARGUMENTS...: hyperfine over `runs` timed runs of each command, taken `rounds` times in
# turn (`warmup` warm-up runs before the first round, one before each other), merged into one export JSON.
in_rounds() {
  local json=$1 round parts=()
  shift
  for ((round = 0; round < rounds; ++round)); do
    hyperfine -N --warmup "$([ "$round" -eq 0 ] && echo "$warmup" || echo 1)" \
      --runs "$(((runs + round) / rounds))" --style none --export-json "$json.$round" "$@" >&2
    parts+=("$json.$round")
  done
  python3 - "$json" "${parts[@]}" <<'EOF'
import json
import statistics
import sys

merged = None
for path in sys.argv[2:]:
    results = json.load(open(path))["results"]
    if merged is None:
        merged = [dict(result, user_sum=0.0, system_sum=0.0, times=[]) for result in results]
    for total, result in zip(merged, results):
        total["times"] += result["times"]
        total["user_sum"] += result["user"] * len(result["times"])
        total["system_sum"] += result["system"] * len(result["times"])
for total in merged:
    count = len(total["times"])
    total.update(median=statistics.median(total["times"]), mean=statistics.fmean(total["times"]),
                 min=min(total["times"]), max=max(total["times"]),
                 user=total.pop("user_sum") / count, system=total.pop("system_sum") / count)
json.dump({"results": merged}, open(sys.argv[1], "w"))
EOF
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for entry in "${cases[@]}"; do
  IFS='|' read -r name type text_input json_input binary_input at <<<"$entry"
  at_option=()
  [ "$at" = - ] || at_option=(--at "$at")
  for direction in "${directions[@]}"; do
    read -r from to <<<"$direction"
    case $from in
      text) input=$text_input ;;
      json) input=$json_input ;;
      binary) input=$binary_input ;;
    esac
    [ "$input" != - ] || continue
    [ "$to" != binary ] || [ "$binary_input" != - ] || continue
    # -o OUT: written atomically (temporary file, rename); no -o: standard output, which hyperfine sends to a
    # file, as ref_convert writes its OUT.
    ours=("$plainproto" convert -t "$type" --from "$from" --to "$to" "${at_option[@]}" -o plainproto.out "$input")
    ours_stdout=("$plainproto" convert -t "$type" --from "$from" --to "$to" "${at_option[@]}" "$input")
    theirs=("$ref" --type "$type" --from "$from" --to "$to" "${at_option[@]}" "$input" ref.out)
    "${ours[@]}"
    "${ours_stdout[@]}" >plainproto-stdout.out
    "${theirs[@]}"
    if ! cmp -s plainproto.out ref.out || ! cmp -s plainproto-stdout.out ref.out; then
      echo "process_bench.sh: $name $from->$to: the two tools write different files (kept in $work)" >&2
      trap - EXIT
      exit 1
    fi
    echo "== $name: $from -> $to" >&2
    json="hyperfine-$(echo "$name-$from-$to" | tr -c 'A-Za-z0-9.-' _).json"
    in_rounds "$json" --output ./stdout.out \
      --command-name "plainproto -o" "$(printf '%q ' "${ours[@]}")" \
      --command-name "plainproto >" "$(printf '%q ' "${ours_stdout[@]}")" \
      --command-name ref_convert "$(printf '%q ' "${theirs[@]}")"
    printf 'convert\t%s\t%s -> %s\t%s\t%s\t%s\t%s\n' "$name" "$from" "$to" "$(stat -c %s "$input")" "$json" \
      "$(peak_rss "${ours[@]}")" "$(peak_rss "${theirs[@]}")" >>"$rows"
  done
done

# Start-up: what a process costs before it does any work.
startup=(
  "/bin/true|/bin/true"
  "empty C++ program (<iostream>, shared libstdc++)|$empty"
  "plainproto --help|$plainproto --help"
  "ref_convert, usage error (libprotobuf loaded)|$ref"
)
for entry in "${startup[@]}"; do
  IFS='|' read -r name command <<<"$entry"
  echo "== start-up: $name" >&2
  json="hyperfine-startup-$(echo "$name" | tr -c 'A-Za-z0-9.-' _).json"
  # ref_convert without arguments exits with 1 after printing its usage: -i accepts that.
  hyperfine -N -i --warmup "$warmup" --runs "$((runs * 5))" --style none --export-json "$json" "$command" >&2
  read -r -a words <<<"$command"
  printf 'startup\t%s\t-\t-\t%s\t%s\t-\n' "$name" "$json" "$(peak_rss "${words[@]}")" >>"$rows"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores; load average (1, 5, 15 min) $load_before before," \
  "$load_after after; $runs timed runs per command in $rounds rounds of the three commands in turn, after" \
  "$warmup warm-up runs; peak RSS over $rss_runs runs."
echo
python3 - "$rows" <<'EOF'
import json
import statistics
import sys

def ms(seconds):
    return f"{seconds * 1e3:.1f} ms" if seconds >= 0.01 else f"{seconds * 1e3:.2f} ms"

def timing(result):
    return f"{ms(result['median'])} ({ms(min(result['times']))}–{ms(max(result['times']))})"

def mib(kib_list):
    return statistics.median(int(k) for k in kib_list.split()) / 1024

def size(count):
    count = int(count)
    return f"{count / 1e6:.1f} MB" if count >= 1e6 else f"{count / 1e3:.1f} KB"

convert, startup = [], []
for line in open(sys.argv[1]):
    kind, name, direction, input_bytes, path, ours_rss, theirs_rss = line.rstrip("\n").split("\t")
    results = json.load(open(path))["results"]
    (convert if kind == "convert" else startup).append((name, direction, input_bytes, results, ours_rss, theirs_rss))

print("### Whole process: plainproto convert vs ref_convert (libprotobuf)\n")
print("median (fastest–slowest) of the timed runs. `-o OUT` writes atomically (temporary file, rename);")
print("`> OUT` is the same conversion to standard output, redirected to a file, as ref_convert writes.\n")
print("| case | input | direction | plainproto -o OUT | plainproto > OUT | ref_convert | ratio, -o | ratio, > |")
print("|---|---|---|---|---|---|---|---|")
for name, direction, input_bytes, (ours, ours_stdout, theirs), _, _ in convert:
    print(f"| {name} | {size(input_bytes)} | {direction} | {timing(ours)} | {timing(ours_stdout)} | {timing(theirs)} | "
          f"{theirs['median'] / ours['median']:.2f}× | {theirs['median'] / ours_stdout['median']:.2f}× |")

def cpu(result):
    return result["user"] + result["system"]

directions = ["text -> text", "text -> json", "json -> text", "text -> binary", "binary -> text"]
ratio_tables = (
    ("wall time: ref_convert median / plainproto convert -o OUT median", lambda r: r[2]["median"] / r[0]["median"]),
    ("wall time: ref_convert median / plainproto convert > OUT median", lambda r: r[2]["median"] / r[1]["median"]),
    ("CPU time (user + system, mean): ref_convert / plainproto convert -o OUT", lambda r: cpu(r[2]) / cpu(r[0])),
)
for title, ratio in ratio_tables:
    print(f"\n### Ratios, {title}\n")
    print("| case | " + " | ".join(directions) + " |")
    print("|---|" + "---|" * len(directions))
    ratios = {}
    for name, direction, _, results, _, _ in convert:
        ratios.setdefault(name, {})[direction] = ratio(results)
    for name, by_direction in ratios.items():
        cells = [f"{by_direction[d]:.2f}×" if d in by_direction else "—" for d in directions]
        print(f"| {name} | " + " | ".join(cells) + " |")

print("\n### Peak RSS (median of the measured runs, /usr/bin/time -f %M; plainproto with -o OUT)\n")
print("| case | direction | plainproto | ref_convert | plainproto / ref_convert |")
print("|---|---|---|---|---|")
for name, direction, _, _, ours_rss, theirs_rss in convert:
    ours, theirs = mib(ours_rss), mib(theirs_rss)
    print(f"| {name} | {direction} | {ours:.1f} MiB | {theirs:.1f} MiB | {ours / theirs:.2f} |")

print("\n### Start-up\n")
print("| program | time | CPU (user + system, mean) | peak RSS |")
print("|---|---|---|---|")
for name, _, _, (result,), rss, _ in startup:
    print(f"| {name} | {timing(result)} | {ms(cpu(result))} | {mib(rss):.1f} MiB |")
EOF
