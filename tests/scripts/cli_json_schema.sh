#!/usr/bin/env bash
# plainproto schema --json-schema end to end: the usage, the schema's shape, and with python3-jsonschema (skipped,
# exit 77, without it): what convert --to json writes for the bundled configs validates in every naming and
# layout, and every JSON file in tests/data/bad_input/ is refused, as unparsable JSON or by the schema.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

# --- usage ------------------------------------------------------------------------------------------------------
run 0 schema --json-schema -t TrainConfig
cp "$work/out" train_config.schema.json
expect_no_err
head -n 1 train_config.schema.json | grep -qx '{' || fail "the schema is not a JSON object"
grep -q '"\$schema": "https://json-schema.org/draft/2020-12/schema",' train_config.schema.json ||
  fail "no draft 2020-12 \$schema"
grep -q '"\$ref": "#/\$defs/protos.TrainConfig",' train_config.schema.json || fail "no \$ref to the root type"
run 0 schema --json-schema -t protos.TrainConfig
expect_same "$work/out" train_config.schema.json "-t protos.TrainConfig"
run 0 schema --json-schema -t paddle.fleet.DistributedStrategy
cp "$work/out" strategy.schema.json
run 0 schema --json-schema -t paddle.fleet.DistributedJobInfo
cp "$work/out" job_info.schema.json

run 2 schema --json-schema
expect_err <<'ERR'
plainproto schema: -t TYPE is required (see plainproto schema --help)
ERR
run 2 schema --json-schema -t Consumer
expect_err <<'ERR'
plainproto schema: type "Consumer" is ambiguous: protos.IncrementSaveConfig.Kafka.Consumer, protos.IncrementSaveConfig.Datahub.Consumer (see plainproto schema --help)
ERR
run 2 schema --json-schema -t NoSuchType
expect_err <<'ERR'
plainproto schema: unknown type "NoSuchType"; plainproto types lists them (see plainproto schema --help)
ERR
run 2 schema --json-schema -t TrainConfig protos
expect_err <<'ERR'
plainproto schema: --json-schema takes -t TYPE alone (see plainproto schema --help)
ERR
run 2 schema -t TrainConfig protos
expect_err <<'ERR'
plainproto schema: -t TYPE goes with --json-schema (see plainproto schema --help)
ERR
run 0 schema --help
grep -q '^       plainproto schema --json-schema -t TYPE$' "$work/out" || fail "schema --help: no --json-schema usage"

# --- against a real validator -----------------------------------------------------------------------------------
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  echo "$(basename "$0"): python3-jsonschema is not installed (Debian: python3-jsonschema); skipping the validation"
  [ ! -s "$failures_file" ] || finish
  exit 77
fi

# validate SCHEMA FILE...: "FILE: valid", "FILE: invalid" or "FILE: unparsable" (not strict JSON) for each FILE.
validate() {
  python3 - "$@" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
def reject(name):
    raise ValueError(name)
for path in sys.argv[2:]:
    try:
        document = json.loads(open(path, "rb").read().decode("utf-8"), parse_constant=reject)
        json.dumps(document, ensure_ascii=False).encode("utf-8")  # a lone surrogate is not UTF-8
    except ValueError:
        print(f"{path}: unparsable")
        continue
    print(f"{path}: {'valid' if validator.is_valid(document) else 'invalid'}")
PY
}

cp "$examples/easyrec/train_config.config" "$examples/paddle/strategy.prototxt" "$examples/easyrec/pipeline.config" .
"$cli" convert -t TrainConfig --to json train_config.config >train_config.json
"$cli" convert -t TrainConfig --to json --pretty --preserve-names train_config.config >train_config.names.json
"$cli" convert -t TrainConfig --to json --at train_config pipeline.config >pipeline.train_config.json
"$cli" convert -t paddle.fleet.DistributedStrategy --to json strategy.prototxt >strategy.json
"$cli" convert -t paddle.fleet.DistributedStrategy --to json --preserve-names strategy.prototxt >strategy.names.json
"$cli" defaults -t paddle.fleet.DistributedJobInfo >job_info.txt
"$cli" convert -t paddle.fleet.DistributedJobInfo --to json job_info.txt >job_info.json
validate train_config.schema.json train_config.json train_config.names.json pipeline.train_config.json >"$work/out"
validate strategy.schema.json strategy.json strategy.names.json >>"$work/out"
validate job_info.schema.json job_info.json >>"$work/out"
expect_out <<'OUT'
train_config.json: valid
train_config.names.json: valid
pipeline.train_config.json: valid
strategy.json: valid
strategy.names.json: valid
job_info.json: valid
OUT

# Every bad input the parser refuses is refused here too: JSON syntax errors do not parse, and the rest break
# the schema.
export LC_ALL=C  # the order of the glob below
mkdir bad
cp "$source_dir"/tests/data/bad_input/*.json bad/
validate train_config.schema.json bad/train_config.*.json >"$work/out"
validate strategy.schema.json bad/strategy.*.json >>"$work/out"
validate job_info.schema.json bad/job_info.*.json >>"$work/out"
expect_out <<'OUT'
bad/train_config.bad_literal.json: unparsable
bad/train_config.empty.json: unparsable
bad/train_config.fraction_for_integer.json: invalid
bad/train_config.integer_overflow.json: invalid
bad/train_config.invalid_utf8.json: unparsable
bad/train_config.list_at_top.json: invalid
bad/train_config.lone_surrogate.json: unparsable
bad/train_config.missing_required.json: invalid
bad/train_config.negative_unsigned.json: invalid
bad/train_config.object_for_scalar.json: invalid
bad/train_config.oneof_conflict.json: invalid
bad/train_config.string_for_integer.json: invalid
bad/train_config.trailing_garbage.json: unparsable
bad/train_config.unknown_enum.json: invalid
bad/train_config.unknown_field.json: invalid
bad/train_config.unterminated_object.json: unparsable
bad/train_config.unterminated_string.json: unparsable
bad/strategy.bool_from_number.json: invalid
bad/job_info.list_for_scalar.json: invalid
OUT
# ... and every one of them is refused by the parser.
for bad in "$source_dir"/tests/data/bad_input/*.json; do
  name=$(basename "$bad")
  case $name in
    train_config.*) type=protos.TrainConfig ;;
    strategy.*) type=paddle.fleet.DistributedStrategy ;;
    job_info.*) type=paddle.fleet.DistributedJobInfo ;;
  esac
  run 1 check -t "$type" "$bad"
done

finish
