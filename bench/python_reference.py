#!/usr/bin/python3
"""What `plainproto convert --style python` is measured against: Python protobuf itself converting a file.

    python_reference.py PB2_DIR TYPE FORMAT IN OUT

Reads IN as a TYPE message (text format, or JSON for a .json file) as text_format.Parse or json_format.Parse do,
writes OUT in FORMAT (text: text_format.MessageToString, json: json_format.MessageToJson), and prints the
implementation Python protobuf used and the seconds it took. PB2_DIR holds the modules of the schema plainproto
exports:

    build/plainproto schema --out /tmp/schema && mkdir -p /tmp/pb2
    (cd /tmp/schema && protoc --python_out=/tmp/pb2 *.proto)
    /usr/bin/python3 bench/python_reference.py /tmp/pb2 paddle.fleet.DistributedJobInfo text in.prototxt out.txt

Needs Debian's python3-protobuf (hence /usr/bin/python3).
"""
import importlib
import sys
import time


def main():
    if len(sys.argv) != 6 or sys.argv[3] not in ("text", "json"):
        sys.exit(__doc__)
    pb2_dir, type_name, output_format, source, destination = sys.argv[1:]
    sys.path.insert(0, pb2_dir)
    from google.protobuf import json_format, text_format
    from google.protobuf.internal import api_implementation

    package, name = type_name.rsplit(".", 1)
    message_type = getattr(importlib.import_module(package + "_pb2"), name)
    started = time.perf_counter()
    message = message_type()
    with open(source, encoding="utf-8") as file:
        data = file.read()
    if source.endswith(".json"):
        json_format.Parse(data, message)
    else:
        text_format.Parse(data, message)
    if output_format == "json":
        printed = json_format.MessageToJson(message)
    else:
        printed = text_format.MessageToString(message)
    with open(destination, "w", encoding="utf-8") as file:
        file.write(printed)
    print(f"{api_implementation.Type()} {time.perf_counter() - started:.3f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
