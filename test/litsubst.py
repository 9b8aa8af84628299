"""lit's substitutions (test/lit.cfg.py) for the scripts that replay RUN
lines outside lit on a machine without an omp2cuda build: test/e2e.py
and test/gpu_lit.py.  %S before %s, as lit applies them."""
import os


def substitute(line, source, temp, omp2cuda, unit="build/test/unit"):
    return (line.replace("%omp2cuda", omp2cuda)
            .replace("%run", "env OMP_TARGET_OFFLOAD=MANDATORY")
            .replace("%unit", unit)
            .replace("%S", os.path.dirname(source))
            .replace("%s", source)
            .replace("%t", temp))
