"""What C's floating-point contraction lets NeoRodinia's axpy print.

axpy's kernel is `Y[i] += a * X[i]` on floats; main computes the same
expression on the host for its base and prints the sum over i of
Y_base[i] - Y[i] (the base's float differences, summed in double).  C11
6.5p8 lets an implementation evaluate one floating expression as though it
were a single operation ("contraction"; the default state of FP_CONTRACT
is implementation-defined, 7.12.2), so `Y[i] + a * X[i]` may be one fused
multiply-add, rounded once: what nvcc and clang's offloading do on the GPU,
while the host compiler's base (x86-64 without FMA) rounds the product and
the sum.  The printed error of an implementation that contracts every
element is therefore a definite number, computed here from the program's
own inputs: drand48 seeded with 1 << 12, X then Y, a = 123.456f.  Exact
integer arithmetic stands in for float32: every float is m * 2^e."""

import struct

DRAND48_A, DRAND48_C, DRAND48_MASK = 0x5deece66d, 0xb, (1 << 48) - 1


def f32(x):
    """The float32 nearest the double x (ties to even), as a double."""
    return struct.unpack("f", struct.pack("f", x))[0]


def round32(num, den):
    """The float32 nearest num/den (den a power of two), ties to even."""
    if num == 0:
        return 0.0
    sign, num = (-1, -num) if num < 0 else (1, num)
    shift = den.bit_length() - 1
    e = num.bit_length() - 24
    if e > 0:
        q, r = divmod(num, 1 << e)
        half = 1 << (e - 1)
        if r > half or (r == half and q & 1):
            q += 1
        num, shift = q, shift - e
    return sign * num * 2.0 ** -shift


def exact_sum(p, q):
    """(num, den) of p + q exactly, p and q given as (num, den)."""
    d = max(p[1], q[1])
    return p[0] * (d // p[1]) + q[0] * (d // q[1]), d


def axpy_inputs(n, seed=1 << 12):
    """X then Y as main's init makes them: (float)drand48()."""
    state = ((seed & 0xffffffff) << 16) | 0x330e
    values = []
    for _ in range(2 * n):
        state = (DRAND48_A * state + DRAND48_C) & DRAND48_MASK
        values.append(f32(state / float(1 << 48)))
    return values[:n], values[n:]


def axpy_contracted_error(n, a=123.456):
    """The error axpy prints ('%g') when every Y[i] + a * X[i] is fused."""
    x, y = axpy_inputs(n)
    a = f32(a)
    an, ad = a.as_integer_ratio()
    total = 0.0
    for xi, yi in zip(x, y):
        xn, xd = xi.as_integer_ratio()
        yr = yi.as_integer_ratio()
        base = round32(*exact_sum(f32(a * xi).as_integer_ratio(), yr))
        fused = round32(*exact_sum((an * xn, ad * xd), yr))
        total += f32(base - fused)
    return "%g" % total
