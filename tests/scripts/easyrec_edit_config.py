#!/usr/bin/env python3
"""Test only: EasyRec's edit_config and save_pipeline_config (easy_rec/python/utils/config_util.py), written
again from how they behave, since EasyRec cannot be installed here: a path is split on every '.'; a token
NAME[SEL] selects elements by [:], [a:b], [i] or a condition [subpath OP literal] (OP tried in the order
>=, <=, >, <, = and split at its last occurrence, the literal converted to the compared value's type); values
pass through str() and ';' splits keys and values alike; a basic value is converted to the field's type and
set, a repeated scalar field is cleared and parsed as `name:value`, a message is cleared and parsed (one
outer { } stripped); the config is saved with text_format.MessageToString(as_utf8=True).

Runs on the Python protobuf code protoc generates from plainproto's exported protos.proto and the stand-in
tests/data/document/easyrec/easyrec_pipeline.proto, found in GENERATED:

  easyrec_edit_config.py GENERATED save SOURCE OUT           read SOURCE as EasyRec loads a .config
                                                             (text_format.Merge) and save it as EasyRec saves
  easyrec_edit_config.py GENERATED edit CONFIG OUT KEY VALUE edit_config(CONFIG, {KEY: VALUE}), then save
"""

import operator
import sys

sys.path.insert(0, sys.argv[1])

from google.protobuf import text_format  # noqa: E402

import easyrec_pipeline_pb2  # noqa: E402


def load(path):
    config = easyrec_pipeline_pb2.EasyRecConfig()
    with open(path, encoding="utf-8") as source:
        text_format.Merge(source.read(), config)
    return config


def save(config, path):
    with open(path, "w", encoding="utf-8") as out:
        out.write(text_format.MessageToString(config, as_utf8=True))


def convert(current, value, holder=None):
    """A value converted to the type of the current one; an int that is not a number is an enum name nested in
    the holder's message type."""
    if type(value) == type(current):
        return value
    try:
        if isinstance(current, bool):
            assert value in ("True", "true", "False", "false")
            return value in ("True", "true")
        return type(current)(value)
    except ValueError:
        if holder is None:
            raise
        assert isinstance(current, int)
        named = getattr(holder, value)
        assert isinstance(named, int)
        return named


COMPARISONS = ((">=", operator.ge), ("<=", operator.le), (">", operator.gt), ("<", operator.lt), ("=", operator.eq))


def select(root, path, only_last=False):
    """(value, holder, name, index) for everything the path selects: name None and index set for an element."""
    found = []
    objects = [root]
    for token in [part.strip() for part in path.split(".") if part != ""]:
        found = []
        following = []
        for obj in objects:
            if "[" not in token:
                value = getattr(obj, token)
                found.append((value, obj, token, -1))
                following.append(value)
                continue
            name, selector = token[: token.find("[")], token[token.find("[") + 1 : -1]
            elements = getattr(obj, name)
            if ":" in selector:  # [:] or [a:b]
                colon = selector.find(":")
                start = int(selector[:colon]) if selector[:colon] else 0
                stop = int(selector[colon + 1 :]) if selector[colon + 1 :] else len(elements)
                for index, element in enumerate(elements[start:stop]):
                    # As EasyRec does, a slice records the holder as the value: only paths that go on from a
                    # slice are edited as a person would expect.
                    found.append((obj, element, None, index + start))
                    following.append(element)
                continue
            try:
                index = int(selector)
            except ValueError:
                index = None
            if index is not None:
                found.append((elements[index], elements, None, index))
                following.append(elements[index])
                continue
            for spelling, compare in COMPARISONS:
                at = selector.rfind(spelling)
                if at != -1:
                    key, literal = selector[:at], selector[at + len(spelling) :]
                    break
            else:
                raise AssertionError("invalid cond: %s" % selector)
            for index, element in enumerate(elements):
                current, holder, _, _ = select(element, key, only_last=True)
                literal = convert(current, literal, holder)
                if compare(current, literal):
                    found.append((element, elements, None, index))
                    following.append(element)
        objects = following
    return found[-1] if only_last else found


def edit_config(config, edits):
    for keys, values in edits.items():
        value_list = [value.strip() for value in str(values).split(";")]
        for key, value in zip([key.strip() for key in str(keys).split(";")], value_list):
            for current, holder, name, index in select(config, key):
                if type(current) in (bool, int, float, str):
                    converted = convert(current, value, holder)
                    if name is None:
                        holder[index] = converted
                    else:
                        setattr(holder, name, converted)
                elif "Scalar" in str(type(current)) and "ClearField" in dir(holder):
                    holder.ClearField(name)
                    text_format.Parse("%s:%s" % (name, value), holder)
                else:
                    current.Clear()
                    value = value.strip()
                    if value.startswith("{") and value.endswith("}"):
                        value = value[1:-1]
                    text_format.Parse(value, current)
    return config


def main():
    command = sys.argv[2]
    if command == "save":
        save(load(sys.argv[3]), sys.argv[4])
    elif command == "edit":
        save(edit_config(load(sys.argv[3]), {sys.argv[5]: sys.argv[6]}), sys.argv[4])
    else:
        sys.exit("unknown command %s" % command)


if __name__ == "__main__":
    main()
