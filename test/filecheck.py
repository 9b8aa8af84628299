#!/usr/bin/env python3
"""FileCheck, with the test's own directive lines taken out of its input.

omp2cuda copies the user's comments into the host file and the .cu file, so
a test that checks generated code feeds its own "// CHECK: ..." lines to
FileCheck, where a check can match itself and never fail.  This script reads
the input (stdin, or --input-file) and drops each line that is a comment
("//", "/*", or a block comment's " *" line) holding a directive: a
FileCheck directive of a prefix the test uses (those of this command line,
those its check file's RUN lines name, and CHECK) or a lit directive (RUN,
REQUIRES, UNSUPPORTED, XFAIL, COM).  Other lines, the user's other comments
included, reach FileCheck as they were; its arguments are passed on
unchanged but --input-file (test/lit.cfg.py substitutes this script for
"FileCheck" in RUN lines).
"""
import re
import subprocess
import sys

LIT_WORDS = ["RUN", "REQUIRES", "UNSUPPORTED", "XFAIL", "COM"]
# FileCheck's options that take their value as the next argument
WITH_VALUE = {"--check-prefix", "-check-prefix", "--check-prefixes", "-check-prefixes",
              "--implicit-check-not", "-implicit-check-not", "--input-file", "-input-file",
              "--comment-prefixes", "-comment-prefixes", "--dump-input", "-dump-input",
              "--dump-input-filter", "-dump-input-filter"}
PREFIX_OPT = re.compile(r"--?check-prefix(?:es)?(?:=|\s+)([\w,-]+)")


def parse(args):
    """(the check file, the prefixes named, the input file or None, the
    arguments without --input-file)."""
    check, prefixes, input_file, rest = None, ["CHECK"], None, []
    i = 0
    while i < len(args):
        a = args[i]
        name, eq, value = a.partition("=")
        if a in WITH_VALUE and i + 1 < len(args):
            name, value, i = a, args[i + 1], i + 1
        elif not eq:
            value = None
        if name.lstrip("-") == "input-file" and value is not None:
            input_file = value
        else:
            rest += [a] if value is None or eq else [a, value]
            if name.lstrip("-") in ("check-prefix", "check-prefixes") and value is not None:
                prefixes += value.split(",")
            elif not a.startswith("-") and check is None:
                check = a
        i += 1
    return check, prefixes, input_file, rest


def test_prefixes(check):
    """The prefixes the RUN lines of the check file name."""
    try:
        with open(check, errors="replace") as f:
            runs = [l for l in f if "RUN:" in l]
    except OSError:
        return []
    return [p for l in runs for m in PREFIX_OPT.finditer(l) for p in m.group(1).split(",")]


def directive_re(prefixes):
    words = sorted(set(prefixes + LIT_WORDS), key=len, reverse=True)
    return re.compile(r"^\s*(?://|/?\*)\s*(?:%s)(?:-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:"
                      % "|".join(re.escape(w) for w in words))


def main(args):
    check, prefixes, input_file, rest = parse(args)
    if check:
        prefixes += test_prefixes(check)
    if input_file:
        with open(input_file, "rb") as f:
            data = f.read()
    else:
        data = sys.stdin.buffer.read()
    directive = directive_re(prefixes)
    lines = data.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    kept = "".join(l for l in lines if not directive.match(l))
    return subprocess.run(["FileCheck"] + rest,
                          input=kept.encode("utf-8", "surrogateescape")).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
