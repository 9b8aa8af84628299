/* Unit test of the present table (runtime/present.c): insert, lookup of
 * interior addresses, classification of sections, reference counts,
 * removal at zero, and many entries inserted and removed out of order
 * against a brute-force model.  Addresses are plain numbers: the table
 * never dereferences them.  Exits non-zero on the first failure.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "present.h"

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

#define A(x) ((void *)(uintptr_t)(x))

static void
test_find(void)
{
	O2cPresent t = {0};
	O2cEntry *e;

	CHECK(o2c_present_find(&t, A(0x1000)) == NULL);
	e = o2c_present_insert(&t, A(0x1000), 0x100, 0xd000, "a");
	CHECK(e && e->refs == 1 && e->dev == 0xd000);
	CHECK(o2c_present_insert(&t, A(0x3000), 0x10, 0xe000, "b"));
	CHECK(o2c_present_insert(&t, A(0x2000), 0x8, 0xf000, "c"));
	CHECK(t.n == 3 && t.v[0].host == 0x1000 && t.v[1].host == 0x2000 && t.v[2].host == 0x3000);

	CHECK(o2c_present_find(&t, A(0xfff)) == NULL);
	CHECK(o2c_present_find(&t, A(0x1000)) == &t.v[0]);
	CHECK(o2c_present_find(&t, A(0x1080)) == &t.v[0]);
	CHECK(o2c_present_find(&t, A(0x10ff)) == &t.v[0]);
	CHECK(o2c_present_find(&t, A(0x1100)) == NULL);
	CHECK(o2c_present_find(&t, A(0x2007)) == &t.v[1]);
	CHECK(o2c_present_find(&t, A(0x2008)) == NULL);
	CHECK(o2c_present_find(&t, A(0x300f)) == &t.v[2]);
	CHECK(o2c_present_find(&t, A(0x3010)) == NULL);
	CHECK(o2c_present_find(&t, A(0)) == NULL);
	CHECK(o2c_present_find(&t, A(UINTPTR_MAX)) == NULL);
	o2c_present_clear(&t);
	CHECK(t.n == 0 && t.v == NULL);
}

static void
test_query(void)
{
	O2cPresent t = {0};
	O2cEntry *e;

	CHECK(o2c_present_insert(&t, A(0x1000), 0x100, 0xd000, "a"));
	CHECK(o2c_present_insert(&t, A(0x1200), 0x100, 0xe000, "b"));
	CHECK(o2c_present_query(&t, A(0x1000), 0x100, &e) == PRESENT_INSIDE && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x1010), 0x20, &e) == PRESENT_INSIDE && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x10ff), 1, &e) == PRESENT_INSIDE && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x1100), 0x100, &e) == PRESENT_ABSENT && e == NULL);
	CHECK(o2c_present_query(&t, A(0x0f00), 0x100, &e) == PRESENT_ABSENT);
	CHECK(o2c_present_query(&t, A(0x5000), 0x100, &e) == PRESENT_ABSENT);
	/* Partial: off the end, off the start, around it, across two. */
	CHECK(o2c_present_query(&t, A(0x1080), 0x100, &e) == PRESENT_PARTIAL && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x0f80), 0x100, &e) == PRESENT_PARTIAL && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x0f00), 0x400, &e) == PRESENT_PARTIAL && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x1100), 0x101, &e) == PRESENT_PARTIAL && e == &t.v[1]);
	CHECK(o2c_present_query(&t, A(0x1000), 0x300, &e) == PRESENT_PARTIAL && e == &t.v[0]);
	/* Zero length: a lookup of the address. */
	CHECK(o2c_present_query(&t, A(0x1050), 0, &e) == PRESENT_INSIDE && e == &t.v[0]);
	CHECK(o2c_present_query(&t, A(0x1100), 0, &e) == PRESENT_ABSENT);
	/* Partial queries count nothing. */
	CHECK(o2c_present_enter(&t, A(0x1080), 0x100, &e) == PRESENT_PARTIAL && e->refs == 1);
	o2c_present_clear(&t);
}

static void
test_refs(void)
{
	O2cPresent t = {0};
	O2cEntry *e;

	CHECK(o2c_present_enter(&t, A(0x1000), 0x100, &e) == PRESENT_ABSENT);
	CHECK(o2c_present_insert(&t, A(0x1000), 0x100, 0xd000, "a"));
	CHECK(o2c_present_enter(&t, A(0x1000), 0x100, &e) == PRESENT_INSIDE && e->refs == 2);
	CHECK(o2c_present_enter(&t, A(0x1040), 0x10, &e) == PRESENT_INSIDE && e->refs == 3);
	CHECK(o2c_present_exit(&t, A(0x1040), 0x10, &e) == PRESENT_INSIDE && e->refs == 2);
	CHECK(o2c_present_exit(&t, A(0x2000), 0x10, &e) == PRESENT_ABSENT);
	CHECK(o2c_present_exit(&t, A(0x1000), 0x100, &e) == PRESENT_INSIDE && e->refs == 1);
	CHECK(o2c_present_exit(&t, A(0x1000), 0x100, &e) == PRESENT_LAST && e->refs == 0);
	CHECK(e->dev == 0xd000 && e->host == 0x1000);
	o2c_present_remove(&t, e);
	CHECK(t.n == 0);
	CHECK(o2c_present_find(&t, A(0x1000)) == NULL);
	CHECK(o2c_present_exit(&t, A(0x1000), 0x100, &e) == PRESENT_ABSENT);
	o2c_present_clear(&t);
}

/* Many entries, out of order, against a model: slot i of N is the range
 * [base(i), base(i) + size(i)), with gaps between slots. */
enum { N = 2000, SLOT = 64 };

static uintptr_t
base(int i)
{
	return 0x100000 + (uintptr_t)i * SLOT;
}

static size_t
size(int i)
{
	return 1 + (size_t)(i * 7919 % (SLOT - 8));
}

static unsigned
rnd(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 8;
}

static void
shuffle(int *v, int n, unsigned *s)
{
	int i, j, x;

	for (i = n - 1; i > 0; i--) {
		j = (int)(rnd(s) % (unsigned)(i + 1));
		x = v[i];
		v[i] = v[j];
		v[j] = x;
	}
}

static void
check_model(O2cPresent *t, const int *in)
{
	O2cEntry *e;
	size_t k;
	int i;

	for (k = 1; k < t->n; k++)
		CHECK(t->v[k - 1].host + t->v[k - 1].bytes <= t->v[k].host);
	for (i = 0; i < N; i++) {
		e = o2c_present_find(t, A(base(i) + size(i) / 2));
		CHECK(in[i] ? e && e->host == base(i) && e->dev == 0xd0000000u + base(i) : !e);
		CHECK(o2c_present_find(t, A(base(i) + size(i))) == NULL);
		CHECK(o2c_present_find(t, A(base(i) - 1)) == NULL);
		if (in[i]) {
			CHECK(o2c_present_find(t, A(base(i))) == e);
			CHECK(o2c_present_find(t, A(base(i) + size(i) - 1)) == e);
		}
	}
}

static void
test_many(void)
{
	O2cPresent t = {0};
	static int order[N], in[N];
	unsigned s = 42;
	O2cEntry *e;
	int i, n = 0;

	for (i = 0; i < N; i++)
		order[i] = i;
	shuffle(order, N, &s);
	for (i = 0; i < N; i++) {
		CHECK(o2c_present_query(&t, A(base(order[i])), size(order[i]), &e) ==
		      PRESENT_ABSENT);
		CHECK(o2c_present_insert(&t, A(base(order[i])), size(order[i]),
		                         0xd0000000u + base(order[i]), "x"));
		in[order[i]] = 1;
	}
	CHECK(t.n == N);
	check_model(&t, in);
	shuffle(order, N, &s);
	for (i = 0; i < N / 2; i++) {
		CHECK(o2c_present_exit(&t, A(base(order[i])), size(order[i]), &e) == PRESENT_LAST);
		o2c_present_remove(&t, e);
		in[order[i]] = 0;
	}
	CHECK(t.n == N - N / 2);
	check_model(&t, in);
	for (i = 0; i < N; i++)
		n += in[i];
	CHECK((size_t)n == t.n);
	o2c_present_clear(&t);
}

/* o2c_present_busy: a section touching an entry held only by pending
 * exits of deferred target tasks, or one they will copy to the host. */
static void
test_busy(void)
{
	O2cPresent t = {0};
	O2cEntry *a, *b;

	CHECK(o2c_present_busy(&t, A(0x1000), 0x10) == 0);
	CHECK((a = o2c_present_insert(&t, A(0x1000), 0x100, 0xd000, "a")));
	CHECK((b = o2c_present_insert(&t, A(0x1200), 0x100, 0xe000, "b")));
	a = &t.v[0];
	b = &t.v[1];
	CHECK(o2c_present_busy(&t, A(0x1000), 0x300) == 0);
	a->held = 1; /* a's only reference is a pending exit's */
	CHECK(o2c_present_busy(&t, A(0x1000), 0x100) == 1);
	CHECK(o2c_present_busy(&t, A(0x10ff), 0) == 1);  /* a lookup inside it */
	CHECK(o2c_present_busy(&t, A(0x0f00), 0x101) == 1); /* overlaps its first byte */
	CHECK(o2c_present_busy(&t, A(0x0f00), 0x100) == 0); /* ends before it */
	CHECK(o2c_present_busy(&t, A(0x1100), 0x100) == 0); /* the gap */
	CHECK(o2c_present_busy(&t, A(0x1200), 0x100) == 0);
	a->refs = 2; /* and a target data's: the exit only counts down */
	CHECK(o2c_present_busy(&t, A(0x1000), 0x100) == 0);
	a->associated = 1;
	a->refs = 1;
	CHECK(o2c_present_busy(&t, A(0x1000), 0x100) == 0);
	b->owed = 1; /* a pending copy of b to the host */
	CHECK(o2c_present_busy(&t, A(0x1180), 0x81) == 1);
	CHECK(o2c_present_busy(&t, A(0x12ff), 0) == 1);
	CHECK(o2c_present_busy(&t, A(0x1300), 0x100) == 0);
	o2c_present_clear(&t);
}

int
main(void)
{
	test_find();
	test_query();
	test_refs();
	test_many();
	test_busy();
	printf("present_test: ok\n");
	return 0;
}
