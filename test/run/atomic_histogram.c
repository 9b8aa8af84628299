// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A histogram with atomic updates, and atomic capture handing out unique slots of an output list,
// the way application codes compact their results.  The output list starts at -1 and is mapped
// tofrom, so the slots no thread fills come back unchanged (a from map would copy back device
// memory nothing wrote, which compute-sanitizer's initcheck rightly reports).

#include <stdio.h>
#include <stdlib.h>

#define BINS 64

int
main(void)
{
	int n = 1 << 20, count = 0, failed = 0;
	int hist[BINS] = {0}, want[BINS] = {0};
	unsigned *key = malloc(n * sizeof *key);
	int *out = malloc(n * sizeof *out);
	char *seen = calloc(n, 1);

	if (!key || !out || !seen)
		return 2;
	for (int i = 0; i < n; i++) {
		key[i] = (unsigned)i * 2654435761u;
		want[key[i] % BINS]++;
		out[i] = -1;
	}
#pragma omp target teams distribute parallel for map(to: key[0:n]) map(tofrom: hist, count) \
        map(tofrom: out[0:n])
	for (int i = 0; i < n; i++) {
		int slot;
#pragma omp atomic update
		hist[key[i] % BINS]++;
		if (key[i] % 3 == 0) {
#pragma omp atomic capture
			slot = count++;
			out[slot] = i;
		}
	}
	int expect = 0;
	for (int i = 0; i < n; i++)
		expect += key[i] % 3 == 0;
	for (int b = 0; b < BINS; b++)
		if (hist[b] != want[b] && failed++ < 10)
			printf("hist[%d] = %d, want %d\n", b, hist[b], want[b]);
	if (count != expect) {
		printf("count = %d, want %d\n", count, expect);
		failed++;
	}
	for (int s = 0; s < count && s < n; s++) {
		int i = out[s];
		if (i < 0 || i >= n || key[i] % 3 != 0 || seen[i]++) {
			if (failed++ < 10)
				printf("out[%d] = %d is not a new multiple-of-3 key\n", s, i);
		}
	}
	for (int s = count; s < n; s++)
		if (out[s] != -1 && failed++ < 10)
			printf("out[%d] = %d, nothing should have written it\n", s, out[s]);
	printf("%s\n", failed ? "FAIL" : "PASS");
	free(key);
	free(out);
	free(seen);
	return failed != 0;
}
