"""Statistics of the bench harness, in plain Python (no numpy or scipy).

mann_whitney(a, b): the two-sided Mann-Whitney U test with the normal
  approximation, tie correction and continuity correction (the textbook form,
  as scipy.stats.mannwhitneyu(..., method="asymptotic") computes it).
bootstrap_ratio(a, b): a percentile bootstrap confidence interval of
  median(b) / median(a), resampling each sample on its own.
compare(a, b): the verdict on b against the baseline a for a time (lower is
  better): "faster", "slower" or "same" at level alpha, with the ratio of
  medians and its interval.
smallest_p(n1, n2): the lowest p the test can give samples of those sizes.
can_still_be_faster(a, b, n_a, n_b): whether samples so far, completed to the
  planned sizes or fewer, can still come out "faster" by compare (bench.py tune stops
  running a variant once they cannot).

A verdict other than "same" needs p < alpha; with alpha = 0.01 that is out of
reach below 5 runs a side (the exact test: 2 / C(10, 5) = 0.0079 at n = 5
against 5, 0.029 at 4 against 4); require_power() stops a tool asked for fewer.
"""
import functools
import math
import random

ALPHA = 0.01
CONFIDENCE = 0.95
BOOTSTRAP = 2000


def median(xs):
    s = sorted(xs)
    n = len(s)
    if n == 0:
        return float("nan")
    return s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])


def ranks(values):
    """Ranks from 1, ties sharing their mean rank; and the tie group sizes."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    r = [0.0] * len(values)
    ties = []
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0 + 1
        ties.append(j - i + 1)
        i = j + 1
    return r, ties


@functools.lru_cache(maxsize=None)
def orders(n1, n2):
    """How many orders of n1 values of a and n2 of b, all distinct, give each
    U of a, by where the largest value comes from: a dict U -> count."""
    if n1 == 0 or n2 == 0:
        return {0: 1}
    out = {}
    for k, c in orders(n1 - 1, n2).items():  # largest is from a: it beats all n2 of b
        out[k + n2] = out.get(k + n2, 0) + c
    for k, c in orders(n1, n2 - 1).items():
        out[k] = out.get(k, 0) + c
    return out


def exact_p(u, n1, n2):
    """Two-sided p of U = u under H0 with no ties: the count of the
    C(n1+n2, n1) rank orders whose U is as far from its mean or further."""
    counts = orders(n1, n2)
    total = float(sum(counts.values()))
    mu = n1 * n2 / 2.0
    far = sum(c for k, c in counts.items() if abs(k - mu) >= abs(u - mu) - 1e-9)
    return min(1.0, far / total)


def mann_whitney(a, b):
    """(U of a, z, two-sided p): exact for small samples without ties
    (n1 + n2 <= 40), the normal approximation with tie and continuity
    corrections otherwise."""
    n1, n2 = len(a), len(b)
    if n1 == 0 or n2 == 0:
        return float("nan"), 0.0, 1.0
    r, ties = ranks(list(a) + list(b))
    u1 = sum(r[:n1]) - n1 * (n1 + 1) / 2.0
    return (u1,) + u_test(u1, n1, n2, ties)


def u_test(u1, n1, n2, ties=()):
    """(z, two-sided p) of U of a = u1 at sizes n1, n2, with the tie group
    sizes (none: no ties)."""
    n = n1 + n2
    mu = n1 * n2 / 2.0
    if n <= 40 and all(t == 1 for t in ties):
        sd = math.sqrt(n1 * n2 * (n + 1) / 12.0)
        return (u1 - mu) / sd, exact_p(u1, n1, n2)
    tie = sum(t ** 3 - t for t in ties)
    var = n1 * n2 / 12.0 * ((n + 1) - tie / (n * (n - 1.0)))
    if var <= 0:
        return 0.0, 1.0
    d = abs(u1 - mu)
    z = max(d - 0.5, 0.0) / math.sqrt(var)
    p = math.erfc(z / math.sqrt(2.0))
    return math.copysign(z, u1 - mu), min(1.0, p)


def smallest_p(n1, n2):
    """The p of two samples of these sizes wholly apart: no test of them gives less."""
    return mann_whitney(list(range(n1)), list(range(n1, n1 + n2)))[2]


def require_power(n, alpha, what):
    """None, or why n runs a side can never reach alpha (a tool's error message)."""
    p = smallest_p(n, n)
    if p < alpha:
        return None
    k = next(k for k in range(n + 1, 1000) if smallest_p(k, k) < alpha)
    return ("%s: %d runs a side can never differ at alpha %g (the smallest p is %.3g); "
            "give at least %d" % (what, n, alpha, p, k))


def bootstrap_ratio(a, b, reps=BOOTSTRAP, confidence=CONFIDENCE, seed=0):
    """Percentile interval (lo, hi) of median(b) / median(a)."""
    rng = random.Random(seed)
    ratios = []
    for _ in range(reps):
        ma = median([rng.choice(a) for _ in a])
        mb = median([rng.choice(b) for _ in b])
        ratios.append(mb / ma if ma > 0 else float("inf"))
    ratios.sort()
    lo = ratios[int(math.floor((1 - confidence) / 2 * (reps - 1)))]
    hi = ratios[int(math.ceil((1 + confidence) / 2 * (reps - 1)))]
    return lo, hi


def compare(a, b, alpha=ALPHA, seed=0):
    """b against the baseline a, both times: a dict with verdict, p, ratio, ci."""
    if len(a) < 2 or len(b) < 2:
        return {"verdict": "n/a", "p": None, "ratio": None, "ci": None,
                "why": "fewer than 2 runs a side"}
    ma, mb = median(a), median(b)
    _, _, p = mann_whitney(a, b)
    ratio = mb / ma if ma > 0 else float("inf")
    ci = bootstrap_ratio(a, b, seed=seed)
    if p < alpha:
        verdict = "faster" if mb < ma else "slower"
    else:
        verdict = "same"
    return {"verdict": verdict, "p": p, "ratio": ratio, "ci": list(ci), "why": ""}


def can_still_be_faster(a, b, n_a, n_b, alpha=ALPHA):
    """Can compare() still say "faster" of b against the baseline a, once both
    are completed with more values, to any final sizes from len(a), len(b) up
    to n_a, n_b (fewer than planned: runs that fail, a stop by time)?

    False proves that no completion can, among those whose new values are
    distinct from each other and from the values so far (ties among new
    values, which float times hardly give, are not covered); True says that
    one may.  Values so far that hold a tie give True.

    For each pair of final sizes, m values of a and n of b, compare's rule (p
    of mann_whitney below alpha, median(b) below median(a)) is tried on the
    completion most favourable to b: every new value of b below every value so
    far, every new value of a above them all.  Where that one is not faster,
    no completion to those sizes is:
    - U of b (the pairs in which b's value is the larger) is the pairs so far
      plus those a new value takes part in; that completion adds none: its U
      of b is the least any completion has.
    - Every completion without ties takes the same branch of the test (exact
      when m + n <= 40), and there p does not grow as U moves away from its
      mean m n / 2: the exact test counts the orders at least as far from the
      mean, a set that only grows; the normal one is erfc of a z that grows
      with the distance.  So no completion with U of b below the mean has a
      lower p than that one.
    - Every order statistic of b is at its least, and of a at its greatest,
      with the new values of b at minus infinity and those of a at plus
      infinity (the medians are taken so; the ranks from distinct finite
      stand-ins): if median(b) < median(a) anywhere, then there.
    - Above the mean (b mostly the larger), compare's median rule still allows
      "faster": at most ceil(n/2) values of b lie below median(a), each with at
      most floor(m/2) values of a below it, and the others above at most m, so
      U of b <= ceil(n/2) floor(m/2) + floor(n/2) m (and <= the pairs so far
      plus every pair a new value takes part in).  Where p at that bound is
      below alpha, the answer is True.  At alpha 0.01 that bound comes into
      reach from about 18 runs a side, and from there a variant that has been
      slower so far keeps running.
    """
    a, b = list(a), list(b)
    if len(set(a) | set(b)) < len(a) + len(b):
        return True
    u_b = sum(1 for x in a for y in b if y > x)
    lo, hi = min(a + b, default=0.0), max(a + b, default=0.0)
    for m in range(max(n_a, len(a)), max(len(a), 2) - 1, -1):
        for n in range(max(n_b, len(b)), max(len(b), 2) - 1, -1):
            new_a, new_b = m - len(a), n - len(b)
            _, _, p = mann_whitney(a + [hi + 1 + i for i in range(new_a)],
                                   b + [lo - 1 - i for i in range(new_b)])
            if p < alpha and median(b + [-math.inf] * new_b) < median(a + [math.inf] * new_a):
                return True
            top = min(u_b + new_b * m + len(b) * new_a, (n + 1) // 2 * (m // 2) + n // 2 * m)
            if top > m * n / 2.0 and u_test(m * n - top, m, n)[1] < alpha:
                return True
    return False


def curtail_checks():
    """can_still_be_faster on hand-checked cases: True when all are right."""
    upper_a = list(range(1, 24))
    upper_b = [100.0 + i for i in range(11)] + [11.5 + 0.01 * i for i in range(12)]
    cases = [
        # lost its first run: the best completion is U = 1, p = 2 * 2 / 252 = 0.016
        ([1], [2], 5, 5, False),
        # at 6 against 6 the same gives p = 2 * 2 / 924 = 0.0043
        ([1], [2], 6, 6, True),
        ([2], [1], 5, 5, True),
        # U = 4 at 6 against 6: p = 2 * 12 / 924 = 0.026
        ([1, 2], [3, 4], 6, 6, False),
        ([1], [1], 5, 5, True),    # a tie: never stopped
        ([], [], 5, 5, True),
        ([], [], 4, 4, False),     # 4 against 4 can never pass: p >= 0.029
        ([6, 7, 8, 9, 10], [1, 2, 3, 4, 5], 5, 5, True),
        ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], 5, 5, False),
        # one pair out of order (1.5 > 1): 6 against 6 may still pass
        ([1, 2], [1.5, 0], 6, 6, True),
        # the upper tail: the completion most favourable to b has U = 264 of
        # 529 (p near 1), yet b's other 11 values at 11.51 to 11.61 make U =
        # 385 and median(b) = 11.61 < 12: compare says "faster" (p = 0.0084)
        (upper_a, upper_b[:12], 23, 23, True),
    ]
    ok = compare(upper_a, upper_b)["verdict"] == "faster"
    for a, b, n_a, n_b, want in cases:
        ok &= can_still_be_faster(a, b, n_a, n_b) == want
    return ok


def selftest():
    """Verdicts on synthetic samples (identical, shifted, noisy): prints one line
    each, and checks the U test against hand-computed values."""
    rng = random.Random(12345)
    base = [10.0 + rng.gauss(0, 0.1) for _ in range(10)]
    cases = [
        ("identical", base, list(base)),
        ("constant", [5.0] * 10, [5.0] * 10),
        ("shift-down", base, [x - 1.0 for x in base]),
        ("shift-up", base, [x + 1.0 for x in base]),
        ("same-dist", [10.0 + rng.gauss(0, 0.1) for _ in range(10)],
         [10.0 + rng.gauss(0, 0.1) for _ in range(10)]),
        ("apart-5v5", [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]),
        ("too-few-3v3", [1, 2, 3], [4, 5, 6]),
    ]
    ok = True
    for name, a, b in cases:
        c = compare(a, b, seed=1)
        print("%-12s %-6s p=%.4g ratio=%.4f ci=[%.4f, %.4f]"
              % (name, c["verdict"], c["p"], c["ratio"], c["ci"][0], c["ci"][1]))
    # Hand-checked, exact: 1..5 against 6..10 is U = 0, and of the C(10, 5) = 252
    # orders only this one and its mirror are as extreme: p = 2 / 252.  Three
    # against three can do no better than 2 / 20.
    u, z, p = mann_whitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
    ok &= u == 0 and abs(p - 2 / 252.0) < 1e-12
    u, z, p = mann_whitney([1, 2, 3], [4, 5, 6])
    ok &= u == 0 and abs(p - 0.1) < 1e-12
    # [1, 3] against [2, 4]: U1 = 1 (3 > 2); orders with |U - 2| >= 1: 4 of 6.
    u, z, p = mann_whitney([1, 3], [2, 4])
    ok &= u == 1 and abs(p - 4 / 6.0) < 1e-12
    # Ties: [1, 2, 2] against [2, 3]: ranks 1, 3, 3 | 3, 5; U1 = 7 - 6 = 1;
    # tie groups (1, 3, 1): var = 6 / 12 * (6 - 24 / 20) = 2.4.
    u, z, p = mann_whitney([1, 2, 2], [2, 3])
    want = math.erfc((2.0 - 0.5) / math.sqrt(2.4) / math.sqrt(2))
    ok &= u == 1 and abs(p - want) < 1e-12
    print("mann-whitney hand checks: %s" % ("ok" if ok else "FAILED"))
    curtail = curtail_checks()
    print("can_still_be_faster hand checks: %s" % ("ok" if curtail else "FAILED"))
    return ok and curtail
