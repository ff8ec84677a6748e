#!/usr/bin/env python3
"""Python protobuf (python3-protobuf) as the oracle of the Python-style tests.

Usage: python_oracle.py MODE < INPUT > OUTPUT, one item per line in and out.

  floats        8 hex digits (the bits of a float32) -> how MessageToString prints a float field holding it
  doubles       16 hex digits (the bits of a double) -> repr(value), how it prints a double field
  cescape-bytes hex bytes -> hex of text_encoding.CEscape(bytes, False) (a bytes field, or as_utf8=False)
  cescape-utf8  hex bytes -> hex of CEscape as MessageToString(as_utf8=True) calls it on a string field
  json-string   hex of UTF-8 text -> hex of json.dumps(text) (ensure_ascii=True, as MessageToJson)
  repr-str      hex of UTF-8 text -> hex of repr(text), UTF-8 (what the Paddle facade prints for a str)

Messages, with the modules `protoc --python_out` generated in MODULES (every *_pb2.py below it is loaded):

  print MODULES   TYPE HEX -> how Python prints the message (HEX: its wire format), as one line of
                  space-separated renderings, each the hex of the text or '!' when Python raises:
                  MessageToString(m, as_utf8, as_one_line) for (False, False) (True, False) (False, True)
                  (True, True), then MessageToJson(m), MessageToJson(m, including_default_value_fields=True,
                  preserving_proto_field_name=True, use_integers_for_enums=True, indent=None),
                  MessageToJson(m, preserving_proto_field_name=True)
  parse MODULES   KIND HOW TYPE HEX -> 'OK ' + the hex of the parsed message's wire format, or 'ERROR ' + why;
                  HEX is the input's bytes, read as UTF-8 text as a file would be. KIND text: HOW is parse,
                  merge, parse-unknown or merge-unknown (allow_unknown_field=True); KIND json: HOW is strict
                  or ignore-unknown

Exit status 3 when google.protobuf cannot be imported (the caller skips).
"""
import importlib.util
import json
import math
import os
import struct
import sys

try:
    from google.protobuf import json_format
    from google.protobuf import symbol_database
    from google.protobuf import text_encoding
    from google.protobuf import text_format
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


def repr_string(line):
    return repr(bytes.fromhex(line).decode('utf-8')).encode('utf-8').hex()


MODES = {
    'floats': float_field,
    'doubles': double_field,
    'cescape-bytes': cescape_bytes,
    'cescape-utf8': cescape_utf8,
    'json-string': json_string,
    'repr-str': repr_string,
}


def load_modules(folder):
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith('_pb2.py'):
                continue
            path = os.path.join(root, name)
            module_name = os.path.relpath(path, folder)[:-3].replace(os.sep, '.')
            spec = importlib.util.spec_from_file_location(module_name, path)
            module = importlib.util.module_from_spec(spec)
            sys.modules[module_name] = module
            spec.loader.exec_module(module)


def new_message(type_name):
    return symbol_database.Default().GetSymbol(type_name)()


def render(produce):
    if produce is None:
        return '?'
    try:
        return produce().encode('utf-8').hex()
    except Exception:  # pylint: disable=broad-except
        return '!'


def pure_python():
    from google.protobuf.internal import api_implementation  # pylint: disable=import-outside-toplevel
    return api_implementation.Type() == 'python'


def print_record(line):
    type_name, payload = line.split(' ')
    message = new_message(type_name)
    message.ParseFromString(bytes.fromhex(payload))
    renderings = [
        lambda: text_format.MessageToString(message, as_utf8=False, as_one_line=False),
        lambda: text_format.MessageToString(message, as_utf8=True, as_one_line=False),
        lambda: text_format.MessageToString(message, as_utf8=False, as_one_line=True),
        lambda: text_format.MessageToString(message, as_utf8=True, as_one_line=True),
        lambda: json_format.MessageToJson(message),
        # The pure-Python implementation keeps float defaults as doubles, and ToShortestFloat then loops
        # forever on one that is not a float32 value (0.9999): '?' says it was not asked.
        None if pure_python() else
        lambda: json_format.MessageToJson(message, including_default_value_fields=True,
                                          preserving_proto_field_name=True, use_integers_for_enums=True,
                                          indent=None),
        lambda: json_format.MessageToJson(message, preserving_proto_field_name=True),
    ]
    return ' '.join(render(produce) for produce in renderings)


def parse_record(line):
    kind, how, type_name, payload = line.split(' ')
    message = new_message(type_name)
    try:
        text = bytes.fromhex(payload).decode('utf-8')
        if kind == 'text':
            read = text_format.Merge if how.startswith('merge') else text_format.Parse
            read(text, message, allow_unknown_field=how.endswith('-unknown'))
        else:
            json_format.Parse(text, message, ignore_unknown_fields=how == 'ignore-unknown')
    except Exception as error:  # pylint: disable=broad-except
        # A message may quote a lone surrogate from a \u escape, which UTF-8 output cannot hold.
        words = str(error).replace('\n', ' ').encode('utf-8', 'backslashreplace').decode('utf-8')
        return 'ERROR %s: %s' % (type(error).__name__, words)
    return 'OK ' + message.SerializePartialToString().hex()


def main():
    out = sys.stdout
    if len(sys.argv) == 3 and sys.argv[1] in ('print', 'parse'):
        load_modules(sys.argv[2])
        convert = print_record if sys.argv[1] == 'print' else parse_record
    elif len(sys.argv) == 2 and sys.argv[1] in MODES:
        convert = MODES[sys.argv[1]]
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for line in sys.stdin:
        out.write(convert(line.rstrip('\n')))
        out.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
