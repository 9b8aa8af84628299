/* num_teams(4) on a combined teams distribute parallel for makes 4 teams
   (OpenMP 5.2 10.2): the loop sees omp_get_num_teams() == 4 and its team
   numbers below it, in the host fallback as on the device. */
#include <omp.h>
#include <stdio.h>

#define N 64

int
main(void)
{
	int num[N], who[N], bad = 0, most = 0;

#pragma omp target teams distribute parallel for num_teams(4) map(from: num, who)
	for (int i = 0; i < N; i++) {
		num[i] = omp_get_num_teams();
		who[i] = omp_get_team_num();
	}
	for (int i = 0; i < N; i++) {
		bad += who[i] < 0 || who[i] >= num[i];
		most = num[i] > most ? num[i] : most;
	}
	printf("%d %d %d\n", num[0], most, bad);
	return 0;
}
