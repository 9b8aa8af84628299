# lit configuration for omp2cuda: FileCheck tests of generated code and
# diagnostics (test/lit), self-checking programs (test/run), runtime unit
# tests (test/unit).  `lit -Dgpu=1` runs the programs with
# OMP_TARGET_OFFLOAD=MANDATORY, so that each must run on a GPU.
import os
import shutil
import sys

import lit.formats

sys.path.insert(0, os.path.dirname(__file__))
from litsubst import FILECHECK

config.name = "omp2cuda"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "fuzz", "csem", "autoconf", "lit.cfg.py", "lit.site.cfg.py.in", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.o2c_build, "test")

gpu = lit_config.params.get("gpu", "0") == "1"
if gpu:
    config.available_features.add("gpu")
    run = "env OMP_TARGET_OFFLOAD=MANDATORY"
else:
    run = "env"

config.substitutions.append(("%omp2cuda", os.path.join(config.o2c_build, "tools", "omp2cuda")))
config.substitutions.append(("%run", run))
config.substitutions.append(("%csem_gpu", "--gpu" if gpu else ""))
config.substitutions.append(("%o2c_build", config.o2c_build))
config.substitutions.append(("%unit", os.path.join(config.o2c_build, "test", "unit")))
# The host file and the .cu copy the user's comments, the test's own
# "// CHECK: ..." lines among them, so a check fed generated code could match
# itself and never fail.  FileCheck in a RUN line is test/filecheck.py in
# front of FileCheck: it drops the input's lines that are the test's
# directives (the FileCheck prefixes the test uses, lit's RUN and the like)
# and passes every other line, the user's other comments included.
config.substitutions.append((FILECHECK, "%s %s" % (sys.executable,
                                                    os.path.join(os.path.dirname(__file__), "filecheck.py"))))

# The runtime's unit tests under sanitizers: the ASan build when the
# compiler had it, Valgrind when installed.
if os.path.exists(os.path.join(config.o2c_build, "test", "unit", "present_test_asan")):
    config.available_features.add("asan")
if shutil.which("csmith") and os.path.exists("/usr/include/csmith/csmith.h"):
    config.available_features.add("csmith")
if shutil.which("autoconf") and shutil.which("autoheader"):
    config.available_features.add("autoconf")
# The bench tools' charts: matplotlib under the python3 the tests run.
import subprocess
if subprocess.run([shutil.which("python3", path=os.environ.get("PATH")) or "python3", "-c",
                   "import matplotlib"], capture_output=True).returncode == 0:
    config.available_features.add("matplotlib")
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
    config.substitutions.append(("%valgrind", "valgrind -q --error-exitcode=99 --leak-check=full "
                                 "--errors-for-leak-kinds=definite,indirect,possible"))
config.environment["PATH"] = os.pathsep.join([config.llvm_tools, config.environment.get("PATH", os.environ["PATH"])])
for var in ("HOME", "TMPDIR", "CUDA_ROOT", "OMP2CUDA_CC", "OMP2CUDA_NVCC"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
