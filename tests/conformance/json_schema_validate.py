#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema with python3-jsonschema, for json_schema_conformance.cpp.

  json_schema_validate.py SCHEMA DOCUMENTS

SCHEMA is a JSON Schema file, checked first against the draft 2020-12 meta-schema. DOCUMENTS holds one
document per line, each line a JSON string whose value is the document's text. Prints one line per document:
"valid", "invalid: REASON", or "unparsable: REASON" when the text is not strict JSON.
Exits 2 when python3-jsonschema is missing or the schema is not a valid draft 2020-12 schema.
"""

import json
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed (Debian: python3-jsonschema)", file=sys.stderr)
    sys.exit(2)


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        schema = json.load(file)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print(f"not a valid draft 2020-12 schema: {error.message}", file=sys.stderr)
        sys.exit(2)
    validator = jsonschema.Draft202012Validator(schema)
    with open(sys.argv[2], encoding="utf-8") as documents:
        for line in documents:
            text = json.loads(line)
            try:
                document = json.loads(text, parse_constant=reject_constant)
            except ValueError as error:
                print(f"unparsable: {error}")
                continue
            error = jsonschema.exceptions.best_match(validator.iter_errors(document))
            print("valid" if error is None else "invalid: " + error.message[:300].replace("\n", " "))


if __name__ == "__main__":
    main()
