// A function called by the threads of a parallel region with a
// num_threads clause, in a teams region: omp_get_thread_num() and
// omp_get_team_num() give each thread its slot (the region's threads
// are the block's first ones), threads past the work return early, and
// an atomic capture hands out output positions.  Every slot must be
// written once, by its own thread, and every position handed out once.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <omp.h>

const int TEAMS = 6;
const int WIDTH = 64;

static void place(int *slot, int *order, int *counter, int work)
{
	int team = omp_get_team_num();
	int me = omp_get_thread_num();
	if (me >= work)
		return;
	int at;
#pragma omp atomic capture
	{
		at = counter[0];
		counter[0]++;
	}
	slot[team * WIDTH + me] += team * 1000 + me + 1;
	order[at] = team * WIDTH + me;
}

int main()
{
	static int slot[TEAMS * WIDTH], order[TEAMS * WIDTH];
	int counter[1] = {0}, bad = 0;
	const int work = 40, threads = 48;

	for (int i = 0; i < TEAMS * WIDTH; i++)
		order[i] = -1;
#pragma omp target teams num_teams(TEAMS) map(tofrom: slot, order, counter)
	{
#pragma omp parallel num_threads(threads)
		place(slot, order, counter, work);
	}
	if (counter[0] != TEAMS * work) {
		printf("counter %d, want %d\n", counter[0], TEAMS * work);
		bad = 1;
	}
	static int seen[TEAMS * WIDTH];
	for (int k = 0; k < counter[0] && k < TEAMS * WIDTH; k++)
		if (order[k] < 0 || order[k] >= TEAMS * WIDTH || seen[order[k]]++) {
			printf("position %d: slot %d\n", k, order[k]);
			bad = 1;
			break;
		}
	for (int t = 0; t < TEAMS; t++)
		for (int k = 0; k < WIDTH; k++) {
			int want = k < work ? t * 1000 + k + 1 : 0;
			if (slot[t * WIDTH + k] != want) {
				printf("slot %d %d: %d, want %d\n", t, k, slot[t * WIDTH + k], want);
				bad = 1;
			}
		}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
