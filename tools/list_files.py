#!/usr/bin/env python3
"""Prints the files in DIRECTORY matching PATTERN, sorted, one a line, relative to the project root.

Meson has no glob: meson.build runs `list_files.py tests/unit '*.cpp'` so that a new test file is built
after `meson setup --reconfigure` without editing meson.build.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} DIRECTORY PATTERN")
    directory, pattern = sys.argv[1:]
    for path in sorted((ROOT / directory).glob(pattern)):
        if path.is_file():
            print(path.relative_to(ROOT).as_posix())


if __name__ == "__main__":
    main()
