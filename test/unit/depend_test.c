/* Unit test of the dependence table (runtime/depend.c): which pending
 * target tasks a new one waits for, for sequences of in, out and inout
 * on one location and on several (chains, a diamond, a task naming one
 * location twice), how completed tasks leave the table, and random
 * sequences against a model of OpenMP 5.2 15.9.5: every earlier pending
 * task that the spec orders before a task must be reachable through the
 * waits, and each wait must be one the spec orders.  Tasks and locations
 * are plain numbers: the table never dereferences them.  Exits non-zero
 * on the first failure.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "depend.h"

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

#define T(x) ((const void *)(uintptr_t)(x))
#define A(x) ((const void *)(uintptr_t)(x))

/* Add task with one item; the waits as a sorted string of task numbers,
 * "1 2", or "" for none. */
static const char *
add(O2cDeps *t, int task, const O2cDepend *deps, int ndeps)
{
	static char buf[256];
	int n = o2c_dep_add(t, T(task), deps, ndeps), v[64];

	CHECK(n >= 0 && n < 64);
	for (int i = 0; i < n; i++)
		v[i] = (int)(uintptr_t)t->wait[i];
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int x = v[j];
			v[j] = v[j - 1];
			v[j - 1] = x;
		}
	buf[0] = 0;
	for (int i = 0; i < n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%d", i ? " " : "", v[i]);
	return buf;
}

static const char *
one(O2cDeps *t, int task, int type, uintptr_t addr)
{
	O2cDepend d = {A(addr), type};

	return add(t, task, &d, 1);
}

#define WAITS(call, want)                                                                          \
	do {                                                                                       \
		const char *got_ = (call);                                                         \
		if (strcmp(got_, want)) {                                                          \
			fprintf(stderr, "%s:%d: %s waits for \"%s\", expected \"%s\"\n", __FILE__, \
			        __LINE__, #call, got_, want);                                      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

/* out -> in -> in -> inout -> in: the readers wait for the writer, the
 * next writer for both readers (not the first writer: they did). */
static void
test_chain(void)
{
	O2cDeps t = {0};

	WAITS(one(&t, 1, O2C_DEP_OUT, 0x100), "");
	WAITS(one(&t, 2, O2C_DEP_IN, 0x100), "1");
	WAITS(one(&t, 3, O2C_DEP_IN, 0x100), "1");
	WAITS(one(&t, 4, O2C_DEP_INOUT, 0x100), "2 3");
	WAITS(one(&t, 5, O2C_DEP_IN, 0x100), "4");
	WAITS(one(&t, 6, O2C_DEP_OUT, 0x100), "5");
	WAITS(one(&t, 7, O2C_DEP_OUT, 0x100), "6");
	WAITS(one(&t, 8, O2C_DEP_INOUT, 0x100), "7");
	/* another location: nothing to wait for */
	WAITS(one(&t, 9, O2C_DEP_INOUT, 0x104), "");
	WAITS(one(&t, 10, O2C_DEP_IN, 0x104), "9");
	CHECK(t.n == 2);
	o2c_dep_clear(&t);
	CHECK(t.n == 0 && t.v == NULL);
}

/* Readers with no writer before them wait for nothing, and the writer
 * after them for all of them. */
static void
test_readers_first(void)
{
	O2cDeps t = {0};

	WAITS(one(&t, 1, O2C_DEP_IN, 0x10), "");
	WAITS(one(&t, 2, O2C_DEP_IN, 0x10), "");
	WAITS(one(&t, 3, O2C_DEP_IN, 0x10), "");
	WAITS(one(&t, 4, O2C_DEP_OUT, 0x10), "1 2 3");
	o2c_dep_clear(&t);
}

/* a: 1 writes; 2 and 3 read a and write b and c; 4 reads b and c. */
static void
test_diamond(void)
{
	O2cDeps t = {0};
	O2cDepend d2[] = {{A(0xa), O2C_DEP_IN}, {A(0xb), O2C_DEP_OUT}};
	O2cDepend d3[] = {{A(0xa), O2C_DEP_IN}, {A(0xc), O2C_DEP_OUT}};
	O2cDepend d4[] = {{A(0xb), O2C_DEP_IN}, {A(0xc), O2C_DEP_IN}, {A(0xd), O2C_DEP_OUT}};
	O2cDepend d5[] = {{A(0xa), O2C_DEP_INOUT}, {A(0xd), O2C_DEP_IN}};

	WAITS(one(&t, 1, O2C_DEP_OUT, 0xa), "");
	WAITS(add(&t, 2, d2, 2), "1");
	WAITS(add(&t, 3, d3, 2), "1");
	WAITS(add(&t, 4, d4, 3), "2 3");
	/* a write of a after the diamond: its readers 2 and 3, and 4 for d */
	WAITS(add(&t, 5, d5, 2), "2 3 4");
	o2c_dep_clear(&t);
}

/* One task naming a location twice never waits for itself; twice the
 * same predecessor is one wait; mutexinoutset and inoutset order as
 * inout. */
static void
test_same_task(void)
{
	O2cDeps t = {0};
	O2cDepend both[] = {{A(0x20), O2C_DEP_IN}, {A(0x20), O2C_DEP_OUT}};
	O2cDepend two[] = {{A(0x20), O2C_DEP_IN}, {A(0x30), O2C_DEP_IN}};
	O2cDepend w[] = {{A(0x20), O2C_DEP_OUT}, {A(0x30), O2C_DEP_OUT}};

	WAITS(add(&t, 1, both, 2), "");
	WAITS(one(&t, 2, O2C_DEP_IN, 0x20), "1");
	WAITS(add(&t, 3, both, 2), "1 2"); /* its in waits for 1, its out for 2 */
	WAITS(add(&t, 4, w, 2), "3");
	WAITS(add(&t, 5, two, 2), "4");
	WAITS(add(&t, 6, two, 2), "4");
	WAITS(one(&t, 7, O2C_DEP_MUTEXINOUTSET, 0x20), "5 6");
	WAITS(one(&t, 8, O2C_DEP_MUTEXINOUTSET, 0x20), "7");
	WAITS(one(&t, 9, O2C_DEP_INOUTSET, 0x20), "8");
	WAITS(one(&t, 10, O2C_DEP_IN, 0x20), "9");
	o2c_dep_clear(&t);
}

/* Completed tasks leave: nothing waits for them, and the table empties. */
static void
test_done(void)
{
	O2cDeps t = {0};

	WAITS(one(&t, 1, O2C_DEP_OUT, 0x100), "");
	WAITS(one(&t, 2, O2C_DEP_IN, 0x100), "1");
	WAITS(one(&t, 3, O2C_DEP_OUT, 0x200), "");
	o2c_dep_done(&t, T(1));
	CHECK(t.n == 2);
	WAITS(one(&t, 4, O2C_DEP_IN, 0x100), "");
	WAITS(one(&t, 5, O2C_DEP_OUT, 0x100), "2 4");
	o2c_dep_done(&t, T(2));
	o2c_dep_done(&t, T(3));
	CHECK(t.n == 1);
	o2c_dep_done(&t, T(4));
	o2c_dep_done(&t, T(5));
	CHECK(t.n == 0);
	WAITS(one(&t, 6, O2C_DEP_IN, 0x100), "");
	o2c_dep_clear(&t);
}

/* Random sequences over a few locations, completed in issue order at
 * random points, against the spec's order: task j before task i when
 * they share a location and either writes it. */
enum { NTASKS = 400, NLOC = 5, MAXITEMS = 3 };

static O2cDepend items[NTASKS + 1][MAXITEMS];
static int nitems[NTASKS + 1];
static unsigned char edge[NTASKS + 1][NTASKS + 1]; /* i waits for j */

static int
ordered(int i, int j)
{
	for (int a = 0; a < nitems[i]; a++)
		for (int b = 0; b < nitems[j]; b++)
			if (items[i][a].addr == items[j][b].addr &&
			    (items[i][a].type != O2C_DEP_IN || items[j][b].type != O2C_DEP_IN))
				return 1;
	return 0;
}

static int
reaches(int i, int j, int done, unsigned char *seen)
{
	if (i == j)
		return 1;
	if (seen[i])
		return 0;
	seen[i] = 1;
	for (int k = done + 1; k < i; k++)
		if (edge[i][k] && reaches(k, j, done, seen))
			return 1;
	return 0;
}

static void
test_random(void)
{
	static unsigned char seen[NTASKS + 1];
	O2cDeps t = {0};
	int done = 0; /* tasks 1..done have completed */

	srand(12345);
	for (int i = 1; i <= NTASKS; i++) {
		nitems[i] = 1 + rand() % MAXITEMS;
		for (int k = 0; k < nitems[i]; k++)
			items[i][k] = (O2cDepend){A(0x1000 + 8 * (rand() % NLOC)), rand() % 5};
		int n = o2c_dep_add(&t, T(i), items[i], nitems[i]);
		CHECK(n >= 0);
		for (int k = 0; k < n; k++) {
			int j = (int)(uintptr_t)t.wait[k];
			CHECK(j > done && j < i && !edge[i][j]);
			CHECK(ordered(i, j));
			edge[i][j] = 1;
		}
		for (int j = done + 1; j < i; j++) {
			if (!ordered(i, j))
				continue;
			memset(seen, 0, sizeof seen);
			if (!reaches(i, j, done, seen)) {
				fprintf(stderr, "task %d does not wait for task %d\n", i, j);
				exit(1);
			}
		}
		while (done < i && rand() % 4 == 0)
			o2c_dep_done(&t, T(++done));
	}
	while (done < NTASKS)
		o2c_dep_done(&t, T(++done));
	CHECK(t.n == 0);
	o2c_dep_clear(&t);
}

int
main(void)
{
	test_chain();
	test_readers_first();
	test_diamond();
	test_same_task();
	test_done();
	test_random();
	printf("depend_test: ok\n");
	return 0;
}
