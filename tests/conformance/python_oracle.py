#!/usr/bin/env python3
"""Python protobuf (python3-protobuf) as the oracle of the Python-style tests.

Usage: python_oracle.py MODE < INPUT > OUTPUT, one item per line in and out.

  floats        8 hex digits (the bits of a float32) -> how MessageToString prints a float field holding it
  doubles       16 hex digits (the bits of a double) -> repr(value), how it prints a double field
  cescape-bytes hex bytes -> hex of text_encoding.CEscape(bytes, False) (a bytes field, or as_utf8=False)
  cescape-utf8  hex bytes -> hex of CEscape as MessageToString(as_utf8=True) calls it on a string field
  json-string   hex of UTF-8 text -> hex of json.dumps(text) (ensure_ascii=True, as MessageToJson)

Exit status 3 when google.protobuf cannot be imported (the caller skips).
"""
import json
import math
import struct
import sys

try:
    from google.protobuf import text_encoding
    from google.protobuf.internal import type_checkers
except ImportError as error:
    print('python_oracle.py: google.protobuf not importable: %s' % error, file=sys.stderr)
    sys.exit(3)


def float_field(line):
    value = struct.unpack('>f', bytes.fromhex(line))[0]
    # text_format._Printer.PrintFieldValue for CPPTYPE_FLOAT without float_format
    return str(value) if math.isnan(value) else str(type_checkers.ToShortestFloat(value))


def double_field(line):
    return str(struct.unpack('>d', bytes.fromhex(line))[0])


def cescape_bytes(line):
    return text_encoding.CEscape(bytes.fromhex(line), False).encode('utf-8').hex()


def cescape_utf8(line):
    raw = bytes.fromhex(line)
    try:
        value = raw.decode('utf-8')  # a string field holds str ...
    except UnicodeDecodeError:
        value = raw  # ... or, parsed from the wire with invalid UTF-8 (C++ backend), the raw bytes
    return text_encoding.CEscape(value, True).encode('utf-8').hex()


def json_string(line):
    return json.dumps(bytes.fromhex(line).decode('utf-8')).encode('ascii').hex()


MODES = {
    'floats': float_field,
    'doubles': double_field,
    'cescape-bytes': cescape_bytes,
    'cescape-utf8': cescape_utf8,
    'json-string': json_string,
}


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in MODES:
        print(__doc__, file=sys.stderr)
        return 2
    convert = MODES[sys.argv[1]]
    out = sys.stdout
    for line in sys.stdin:
        out.write(convert(line.strip()))
        out.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
