"""Prints what tools/apps/verify.py's parsers make of sample output, for
apps_harness.test."""
import sys

sys.path.insert(0, sys.argv[1])
import verify  # noqa: E402


def show(name, v):
    print(name, v.ok, v.detail, v.metric)


show("checksum", verify.checksum(
    "Lookups/s:   11,111\nVerification checksum: 952131 (Valid)\n"))
show("checksum", verify.checksum(
    "Verification checksum: 5 (WARNING - INAVALID CHECKSUM!)\n"))
show("prk", verify.prk("ERROR: Failed Validation on output array\n"))
show("dump", verify.same_dump("1.00 2.00\n3.00", "1.00 2.00 3.00\n"))
show("dump", verify.same_dump("1.00 2.01 3.00", "1.00 2.00 3.00"))
show("rodinia", verify.rodinia_error(
    "Error (compared to base):\naxpy_kernel:\t\t0\n", 1e-3))
show("rodinia", verify.rodinia_error("verify dif = 0.5\n", 1e-3))
show("rodinia", verify.rodinia_error(
    ">>>Verify<<<<\nmismatch at (1, 2): (o)1.000000 (n)2.000000\n", 1e-3))
print("rodinia", verify.rodinia_error("Compute time: 1.0\n", 1e-3))
print("time", verify.rodinia_time("Time consumed(ms): 12.5\n"))
step = "Finished on diffusion iteration %d with error 1e-10\n"
show("hot", verify.hot_solves(step % 30 + step % 41 + "wallclock 1.5s, x",
                              step % 30 + step % 40))
show("hot", verify.hot_solves(step % 30 + step % 40, step % 30 + step % 30))
print("first", verify.first_error_line("make: ok\na.c:3:4: error: no\nx\n"))
clover = "Wall clock 5.3\nThis test is considered PASSED\n"
summary = " step: %d   1.000000e+02   2.800000e+01   %s\n"
ref = summary % (0, "4.3e+01") + "Time 1\n" + summary % (87, "4.297849e+01")
show("clover", verify.clover_summary(clover, ref, ref))
show("clover", verify.clover_summary(clover, summary % (0, "4.3e+01") + summary % (87, "4.297850e+01"), ref))
show("clover", verify.clover_summary(clover.replace("PASSED", "NOT PASSED"), ref, ref))
show("clover", verify.clover_summary(clover, ref, None))

# axpy's printed error when every multiply-add is fused (C's contraction):
# -3.20673e-05 for N = 1000 is what main.c prints with a kernel written as
# Y[i] = fmaf(a, X[i], Y[i]), built by gcc.
import apps_rodinia  # noqa: E402
import contraction  # noqa: E402
print("fused", contraction.axpy_contracted_error(1000))
fused = contraction.axpy_contracted_error(1024000)
axpy = "Error (compared to base):\naxpy_kernel:\t\t%s\n"
for printed in (fused, "0.0058", "0"):
    v = apps_rodinia.contracted("axpy", axpy % printed, verify.rodinia_error(
        axpy % printed, 1e-3), {})
    show("axpy", v)
show("kmeans", apps_rodinia.check(None, "kmeans", "", type(
    "R", (), {"text": "Compute time: 0.4\n"}), {}, "", "Offloading_P2"))
