"""What every recipe needs: the compiler under test (omp2cuda, or a
baseline: clang-16 offloading to nvptx64, gcc -fopenmp), the host compiler
that builds reference runs, the scratch and log directories, time limits,
and the environment a run gets (OMP_TARGET_OFFLOAD=MANDATORY on the GPU,
DISABLED for the host fallback).  An Outcome is one row of the table."""

import os
import shutil
import signal

import runner

MODES = ("omp2cuda", "clang", "gcc")


class Outcome:
    """One row: build is True/False; verifies is True/False/None (not
    run, or a result the harness cannot check: the error cell says why);
    error is the first error line when something failed."""

    def __init__(self, app, variant):
        self.app = app
        self.variant = variant
        self.build = False
        self.verifies = None
        self.metric = ""
        self.error = ""
        self.note = ""

    def failed_build(self, result):
        self.build = False
        self.error = ("timed out" if result.timed_out
                      else runner_error(result.text))
        return self

    def ran(self, result, verdict):
        self.build = True
        if result.timed_out:
            self.verifies = False
            self.error = "run timed out after %.0f s" % result.seconds
            return self
        self.verifies = False if result.rc else verdict.ok
        self.metric = verdict.metric
        if result.rc:
            self.error = ("exit %d" % result.rc if result.rc > 0 else
                          "killed by %s" % signal_name(-result.rc))
            if runner_error(result.text):
                self.error += ": " + runner_error(result.text)
        elif not verdict.ok:
            self.error = verdict.detail
        return self


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return "signal %d" % number


def runner_error(text):
    import verify
    return verify.first_error_line(text)


class Context:
    def __init__(self, args):
        self.mode = args.baseline or "omp2cuda"
        self.apps = os.path.abspath(args.apps)
        self.scratch = os.path.abspath(args.scratch)
        self.logs = os.path.join(self.scratch, "logs", self.mode)
        self.gpu = args.gpu
        self.timeout = args.timeout
        self.build_timeout = args.build_timeout
        self.jobs = args.jobs
        self.arch = args.arch
        self.cuda_path = args.cuda_path
        self.bindir = os.path.join(self.scratch, "bin")
        if os.path.isdir(self.logs):  # each run's logs are its own
            shutil.rmtree(self.logs)
        os.makedirs(self.logs)
        os.makedirs(self.bindir, exist_ok=True)
        self.cc = self._compiler(args)
        self.host_cc = args.host_cc
        self.host_cxx = args.host_cxx

    def _compiler(self, args):
        """The name CC gets: a bare name found through PATH (NeoRodinia puts
        $(CC) into its executables' names, so it cannot hold a slash)."""
        if self.mode == "clang":
            return args.clang
        if self.mode == "gcc":
            return args.host_cc
        link = os.path.join(self.bindir, "omp2cuda")
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.abspath(args.compiler), link)
        return "omp2cuda"

    def env(self, run=False):
        env = dict(os.environ)
        env["PATH"] = self.bindir + os.pathsep + env.get("PATH", "")
        if self.cuda_path:
            env.setdefault("CUDA_PATH", self.cuda_path)
        if run:
            env["OMP_TARGET_OFFLOAD"] = "MANDATORY" if self.gpu else "DISABLED"
        return env

    def copy(self, name, src):
        """A fresh copy of the checkout src under the scratch directory."""
        dst = os.path.join(self.scratch, self.mode, name)
        runner.copy_tree(src, dst)
        return dst

    def log(self, app, variant):
        safe = "".join(c if c.isalnum() or c in "-_." else "_"
                       for c in "%s-%s" % (app, variant))
        return os.path.join(self.logs, safe + ".log")

    def make(self, cwd, targets, variables, log, env=None):
        argv = ["make", "-j%d" % self.jobs] + list(targets)
        argv += ["%s=%s" % kv for kv in variables.items()]
        return runner.run(argv, cwd, env or self.env(), self.build_timeout,
                          log)

    def exec(self, cwd, argv, log, extra=None, reference=False):
        """Runs a built program.  A reference run (the CPU build the
        application compares with) gets no OMP_TARGET_OFFLOAD."""
        env = self.env(run=not reference)
        env.update(extra or {})
        return runner.run(argv, cwd, env, self.timeout, log)
