// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Types declared inside functions and used in target regions: the
// kernels and host fallbacks get renamed copies at file scope.  Two
// functions declare one typedef name differently, a third function has
// that name too; untagged structs and enums type variables; region code
// names the types (declarations, sizeof, casts, compound literals).

#include <stdio.h>

static int bad;

static void
check(const char *what, long got, long want)
{
	if (got != want) {
		printf("%s: %ld, want %ld\n", what, got, want);
		bad++;
	}
}

/* a function with the name a local typedef has below */
static int
cell(void)
{
	return 1;
}

static void
particles(void)
{
	typedef struct {
		float pos[2];
		int id;
	} cell;
	enum { NPART = 64 };
	cell ps[NPART];
	long sum = 0;

	for (int i = 0; i < NPART; i++)
		ps[i] = (cell){{(float)i, 2.0f * i}, i};
#pragma omp target teams distribute parallel for map(tofrom: ps)
	for (int i = 0; i < NPART; i++) {
		cell c = ps[i];
		c.pos[0] += c.pos[1];
		c.id = (int)sizeof(cell) + i;
		ps[i] = c;
	}
	for (int i = 0; i < NPART; i++)
		sum += (long)ps[i].pos[0] + ps[i].id - (long)sizeof(cell);
	check("particles", sum, 3 * (63 * 64 / 2) + 63 * 64 / 2);
}

static void
grid(void)
{
	typedef struct {
		double w;
		short tag;
	} cell; /* another cell */
	struct node {
		int v;
		struct node *next;
	} n = {5, NULL};
	struct {
		int a;
		enum { SMALL = 2, BIG = 7 } size;
		int hist[BIG + 1];
	} acc = {1, SMALL, {0}};
	enum { OFF, ON = 3 } mode = ON, result = OFF;
	cell c = {1.5, 2};
	double out = 0;

#pragma omp target map(tofrom: acc, out, result) firstprivate(c)
	{
		struct node m = n;
		cell *pc = &c;
		acc.hist[acc.size] = m.v + (int)sizeof(acc.hist);
		acc.size = BIG;
		out = pc->w * pc->tag + mode;
		result = mode == ON ? ON : OFF;
	}
	check("grid hist", acc.hist[SMALL], 5 + 8 * (long)sizeof(int));
	check("grid size", acc.size, BIG);
	check("grid out", (long)(out * 2), 12);
	check("grid result", result, ON);
}

/* a typedef of its own tag's name, and a type another one's declaration
 * names */
static void
nested(void)
{
	typedef struct link { struct link *next; int v; } link;
	struct inner { int a[3]; };
	struct outer { struct inner in[2]; char b[sizeof(struct inner)]; } o = {{{{1, 2, 3}}, {{4, 5, 6}}}, {0}};
	link l = {NULL, 7};
	int s = 0;

#pragma omp target map(tofrom: s)
	s = l.v + o.in[1].a[2] + (int)sizeof(o.b);
	check("nested", s, 7 + 6 + 3 * (long)sizeof(int));
}

int
main(void)
{
	particles();
	grid();
	nested();
	check("cell", cell(), 1);
	if (bad)
		return 1;
	printf("PASS\n");
	return 0;
}
