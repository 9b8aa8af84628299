"""Runs one command of the harness: a subprocess with a time limit whose
stdout and stderr go to a log file, and the copy of an application into the
scratch directory.  A command that runs past its limit is killed with its
whole process group, so a hung program never stops the harness."""

import os
import shutil
import signal
import subprocess
import time


class Result:
    """What one command did: exit status (None when it timed out), the
    seconds it ran, and the text it printed (stdout then stderr)."""

    def __init__(self, rc, seconds, out, err):
        self.rc = rc
        self.seconds = seconds
        self.out = out
        self.err = err

    @property
    def timed_out(self):
        return self.rc is None

    @property
    def text(self):
        return self.out + self.err


def run(argv, cwd, env, timeout, log):
    """Runs argv in cwd, appends what it printed to the file log, and
    returns a Result."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        rc = None
    seconds = time.monotonic() - start
    out = out.decode("utf-8", "replace")
    err = err.decode("utf-8", "replace")
    with open(log, "a") as f:
        f.write("$ cd %s && %s\n" % (cwd, " ".join(argv)))
        f.write(out)
        f.write(err)
        f.write("[exit %s after %.1f s]\n\n"
                % ("timeout" if rc is None else rc, seconds))
    return Result(rc, seconds, out, err)


def copy_tree(src, dst):
    """Copies the checkout src to dst (replacing dst), without its .git."""
    if os.path.exists(dst):
        shutil.rmtree(dst)
    shutil.copytree(src, dst, symlinks=True,
                    ignore=shutil.ignore_patterns(".git"))
