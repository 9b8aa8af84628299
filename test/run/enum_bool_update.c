// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// ++, -- and op= of enumerations and ++, -- of _Bool in device code
// compute what C computes (arithmetic in the enum's integer type, an
// operand evaluated once): the region's results are compared with the
// same function run on the host.

#include <stdio.h>

enum color { RED, GREEN, BLUE };
enum sign { NEG = -2, ZERO, POS };
struct s { enum color c; int n; };

static long
probe(long *r)
{
	enum color e = RED, a[3] = {RED, GREEN, BLUE};
	enum sign g = POS;
	struct s st = {BLUE, 0}, *ps = &st;
	_Bool b = 0;
	int i = 0, k = 0;

	r[k++] = e++;
	r[k++] = e;
	r[k++] = ++e;
	r[k++] = e--;
	r[k++] = --e;
	r[k++] = e-- > 0;       /* RED - 1 in unsigned int */
	r[k++] = e == (enum color)-1;
	r[k++] = (long)e;
	e = BLUE;
	r[k++] = e /= -1;       /* unsigned division: 2u / 0xffffffffu */
	g *= -3;
	r[k++] = g;
	r[k++] = g /= 2;
	r[k++] = g %= 2;
	a[i++] |= 4;            /* i++ once */
	r[k++] = i * 100 + a[0];
	a[i++] <<= 3;
	r[k++] = i * 100 + a[1];
	ps->c += 1.75;          /* BLUE + 1.75 converted as C converts */
	r[k++] = st.c;
	r[k++] = (ps++)->c--;
	r[k++] = ps - &st;
	b++;
	r[k++] = b;
	b++;
	r[k++] = b;
	b--;
	r[k++] = b;
	b--;
	r[k++] = b;
	r[k++] = b--;
	r[k++] = --b;
	return k;
}

int
main(void)
{
	long r[32], h[32], n, hn;

#pragma omp target map(from: r, n)
	n = probe(r);
	hn = probe(h);
	if (n != hn) {
		printf("FAIL: %ld results, the host's %ld\n", n, hn);
		return 1;
	}
	for (long i = 0; i < n; i++)
		if (r[i] != h[i]) {
			printf("FAIL: result %ld is %ld, the host's %ld\n", i, r[i], h[i]);
			return 1;
		}
	printf("PASS\n");
	return 0;
}
