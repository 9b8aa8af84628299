"""lit's substitutions (test/lit.cfg.py) for the scripts that replay RUN
lines outside lit on a machine without an omp2cuda build: test/e2e.py
and test/gpu_lit.py.  %S before %s, as lit applies them.  FileCheck, the
command, runs through test/filecheck.py, which takes the test's own
directive lines out of FileCheck's input (test/lit.cfg.py says why)."""
import os
import re

# "FileCheck" where a RUN line runs it, not inside a path or a longer word
FILECHECK = r"(?<![\w./%-])FileCheck(?![\w.-])"


def substitute(line, source, temp, omp2cuda, unit="build/test/unit",
               filecheck="python3 test/filecheck.py"):
    line = re.sub(FILECHECK, filecheck, line)
    return (line.replace("%omp2cuda", omp2cuda)
            .replace("%run", "env OMP_TARGET_OFFLOAD=MANDATORY")
            .replace("%unit", unit)
            .replace("%S", os.path.dirname(source))
            .replace("%s", source)
            .replace("%t", temp))
