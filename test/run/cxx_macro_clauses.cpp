// RUN: %omp2cuda -std=c++11 -O2 '-DTEAMS(n)=num_teams(n)' %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -std=c++11 '-DTEAMS(n)=num_teams(n)' --emit-host %s -o - \
// RUN:   | FileCheck %s --check-prefix=HOST
// CHECK: line 51
// CHECK: PASS
// Macros that give the words of a directive: a function-like one that
// gives a clause (`use_target(cfg.on)` for `if(target: (cfg.on))`), an
// object-like one that gives a map clause on a continued line, one that
// gives the directive's name, one of the command line.  A directive's
// tokens are subject to macro replacement (OpenMP 5.2 3.1); the
// preprocessor expands the line, and every other line keeps its number.
// HOST: #pragma omp target teams distribute parallel for simd if(target: (cfg.on)) map(tofrom: a[0:n])
// HOST: const int o2c_if = ((cfg.on)) != 0;
// HOST: #pragma omp target teams distribute parallel for num_teams(4) map(to: a[0:n]) map(tofrom: sum) reduction(+: sum)
// HOST: .num_teams = (int)(4)
#include <cstdio>

#define use_target(cond) if(target: (cond))
#define MAP_A map(tofrom: a[0:n])
#define TTDPF target teams distribute parallel for

struct Config {
	bool on;
	double scale;
};

int main()
{
	const int n = 1000;
	static double a[n];
	Config cfg = {true, 3.0};
	double sum = 0;

	for (int i = 0; i < n; i++)
		a[i] = i;
	for (int pass = 0; pass < 2; pass++) {
		cfg.on = pass == 0;
		const double s = cfg.scale;
		#pragma omp target teams distribute parallel for simd use_target(cfg.on) \
			MAP_A
		for (int i = 0; i < n; i++)
			a[i] *= s;
	}
	#pragma omp TTDPF TEAMS(4) map(to: a[0:n]) map(tofrom: sum) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += a[i];
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad |= a[i] != 9.0 * i;
	bad |= sum != 9.0 * n * (n - 1) / 2;
	printf("line %d\n", __LINE__);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
