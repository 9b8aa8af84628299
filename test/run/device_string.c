// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -D_FORTIFY_SOURCE=2 %s -o %t.fortify && %run %t.fortify | FileCheck %s
// CHECK: PASS
// Under _FORTIFY_SOURCE (second RUN line) glibc defines these functions again as inline
// wrappers; the calls are still the library's.
// <string.h> in device code computes what the C library computes: each
// result of the region is compared with the same call on the host.

#include <stdio.h>
#include <string.h>

#define N 16

static long
probe(char *s, long *r)
{
	char t[N];
	int k = 0;

	memset(s, 0, N);
	strcpy(s, "offload");
	r[k++] = strlen(s);
	memmove(s + 2, s, 5); /* overlapping, forwards */
	r[k++] = s[6];
	memmove(s, s + 1, 4); /* overlapping, backwards */
	r[k++] = s[0];
	r[k++] = memcmp("ab\xff", "ab\x01", 3) > 0; /* bytes are unsigned */
	r[k++] = strcmp("abc", "abd") < 0;
	r[k++] = strcmp("abc", "ab") > 0;
	r[k++] = strncmp("abcx", "abcy", 3);
	r[k++] = strcmp("\xe9", "e") > 0;
	memset(t, 'x', N);
	strncpy(t, "hi", 6);
	r[k++] = t[2] + t[5] + t[6];
	strcpy(t, "con");
	strcat(t, "cat");
	strncat(t, "enate", 2);
	r[k++] = strlen(t) * 100 + t[7];
	r[k++] = strchr(t, 'c') - t;
	r[k++] = strrchr(t, 'c') - t;
	r[k++] = strchr(t, 0) - t;
	r[k++] = strchr(t, 'z') == NULL;
	r[k++] = (char *)memchr(t, 'a', 8) - t;
	return k;
}

int
main(void)
{
	char s[N], hs[N];
	long r[32], h[32], n, hn;

#pragma omp target map(from: s, r, n)
	n = probe(s, r);
	hn = probe(hs, h);
	if (n != hn || memcmp(s, hs, N)) {
		printf("FAIL: the strings differ\n");
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
