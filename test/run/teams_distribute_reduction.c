// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// reduction(op: x) on target teams distribute without nested parallel regions, and on target
// teams + distribute: every operator, on int, unsigned, long, double, and on char, short and
// _Bool (combined widened on the GPU); the original value takes part; with dist_schedule and
// num_teams; target + teams distribute, whose reduction maps nothing; and target teams alone,
// whose initial threads each reduce into the team's copy.

#include <omp.h>
#include <stdio.h>

#define N 3001

static int failed;

static void
check(const char *what, long long got, long long want)
{
	if (got != want && failed++ < 20)
		printf("FAIL: %s = %lld, expected %lld\n", what, got, want);
}

static void
ints(const int *v, int n)
{
	int sum = 7, dif = -3, prod = 2, mn = 1 << 20, mx = -(1 << 20);
	unsigned band = 0xffffffffu, bor = 0x100u, bxor = 0x5a5a5a5au;
	int land = 1, lor = 0, land0 = 1;
	long lsum = 1L << 40;
	double dsum = 0.5, dmax = -1e300;

#pragma omp target teams distribute map(to: v[0:n]) reduction(+: sum) reduction(-: dif)
	for (int i = 0; i < n; i++) {
		sum += v[i];
		dif -= v[i];
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(*: prod)
	for (int i = 0; i < n; i++)
		prod *= v[i] % 97 == 0 ? -1 : 1;
#pragma omp target teams distribute map(to: v[0:n]) reduction(min: mn) reduction(max: mx)
	for (int i = 0; i < n; i++) {
		mn = v[i] < mn ? v[i] : mn;
		mx = v[i] > mx ? v[i] : mx;
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(&: band) reduction(|: bor) \
	reduction(^: bxor)
	for (int i = 0; i < n; i++) {
		band &= ~(1u << (v[i] & 15)) | (i % 3 ? 0xffffffffu : 0x7fffffffu);
		bor |= 1u << (v[i] & 7);
		bxor ^= (unsigned)v[i] * 2654435761u;
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(&&: land, land0) reduction(||: lor)
	for (int i = 0; i < n; i++) {
		land = land && v[i] != 12345;
		land0 = land0 && v[i] != 77;
		lor = lor || v[i] == 77;
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(+: lsum) reduction(+: dsum) \
	reduction(max: dmax) num_teams(5) dist_schedule(static, 16)
	for (int i = 0; i < n; i++) {
		lsum += (long)v[i] << 20;
		dsum += v[i] * 0.25;
		dmax = v[i] * 1.5 > dmax ? v[i] * 1.5 : dmax;
	}

	int rsum = 7, rdif = -3, rprod = 2, rmn = 1 << 20, rmx = -(1 << 20);
	unsigned rband = 0xffffffffu, rbor = 0x100u, rbxor = 0x5a5a5a5au;
	int rland = 1, rlor = 0, rland0 = 1;
	long rlsum = 1L << 40;
	double rdsum = 0.5, rdmax = -1e300;
	for (int i = 0; i < n; i++) {
		rsum += v[i];
		rdif -= v[i];
		rprod *= v[i] % 97 == 0 ? -1 : 1;
		rmn = v[i] < rmn ? v[i] : rmn;
		rmx = v[i] > rmx ? v[i] : rmx;
		rband &= ~(1u << (v[i] & 15)) | (i % 3 ? 0xffffffffu : 0x7fffffffu);
		rbor |= 1u << (v[i] & 7);
		rbxor ^= (unsigned)v[i] * 2654435761u;
		rland = rland && v[i] != 12345;
		rland0 = rland0 && v[i] != 77;
		rlor = rlor || v[i] == 77;
		rlsum += (long)v[i] << 20;
		rdsum += v[i] * 0.25;
		rdmax = v[i] * 1.5 > rdmax ? v[i] * 1.5 : rdmax;
	}
	check("+", sum, rsum);
	check("-", dif, rdif);
	check("*", prod, rprod);
	check("min", mn, rmn);
	check("max", mx, rmx);
	check("&", band, rband);
	check("|", bor, rbor);
	check("^", bxor, rbxor);
	check("&&", land, rland);
	check("&& (false)", land0, rland0);
	check("||", lor, rlor);
	check("long +", lsum, rlsum);
	check("double +", (long long)(dsum * 4), (long long)(rdsum * 4));
	check("double max", (long long)dmax, (long long)rdmax);
}

/* Types narrower than int: C's combiner works on the promoted values and converts back. */
static void
narrow(const int *v, int n)
{
	char csum = 3, cmin = 100, cand = 1, cor = 0;
	unsigned char ucprod = 1, ucxor = 0xa5;
	short ssum = -5, smax = -30000;
	unsigned short usor = 0, usand = 0xffff;
	_Bool any = 0, all = 1;

#pragma omp target teams distribute map(to: v[0:n]) reduction(+: csum) reduction(min: cmin) \
	reduction(&&: cand) reduction(||: cor)
	for (int i = 0; i < n; i++) {
		csum += (char)(v[i] & 63);
		cmin = (char)(v[i] % 120) < cmin ? (char)(v[i] % 120) : cmin;
		cand = cand && v[i] != 77;
		cor = cor || v[i] == 77;
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(*: ucprod) reduction(^: ucxor)
	for (int i = 0; i < n; i++) {
		ucprod *= (unsigned char)(v[i] % 5 == 0 ? 3 : 1);
		ucxor ^= (unsigned char)v[i];
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(+: ssum) reduction(max: smax) \
	reduction(|: usor) reduction(&: usand)
	for (int i = 0; i < n; i++) {
		ssum += (short)(v[i] * 37);
		smax = (short)(v[i] * 11) > smax ? (short)(v[i] * 11) : smax;
		usor |= (unsigned short)(1u << (v[i] % 16));
		usand &= (unsigned short)~(1u << (v[i] % 13));
	}
#pragma omp target teams distribute map(to: v[0:n]) reduction(||: any) reduction(&&: all)
	for (int i = 0; i < n; i++) {
		any = any || v[i] > 2990;
		all = all && v[i] >= 0;
	}

	char rcsum = 3, rcmin = 100, rcand = 1, rcor = 0;
	unsigned char rucprod = 1, rucxor = 0xa5;
	short rssum = -5, rsmax = -30000;
	unsigned short rusor = 0, rusand = 0xffff;
	_Bool rany = 0, rall = 1;
	for (int i = 0; i < n; i++) {
		rcsum += (char)(v[i] & 63);
		rcmin = (char)(v[i] % 120) < rcmin ? (char)(v[i] % 120) : rcmin;
		rcand = rcand && v[i] != 77;
		rcor = rcor || v[i] == 77;
		rucprod *= (unsigned char)(v[i] % 5 == 0 ? 3 : 1);
		rucxor ^= (unsigned char)v[i];
		rssum += (short)(v[i] * 37);
		rsmax = (short)(v[i] * 11) > rsmax ? (short)(v[i] * 11) : rsmax;
		rusor |= (unsigned short)(1u << (v[i] % 16));
		rusand &= (unsigned short)~(1u << (v[i] % 13));
		rany = rany || v[i] > 2990;
		rall = rall && v[i] >= 0;
	}
	check("char +", csum, rcsum);
	check("char min", cmin, rcmin);
	check("char &&", cand, rcand);
	check("char ||", cor, rcor);
	check("unsigned char *", ucprod, rucprod);
	check("unsigned char ^", ucxor, rucxor);
	check("short +", ssum, rssum);
	check("short max", smax, rsmax);
	check("unsigned short |", usor, rusor);
	check("unsigned short &", usand, rusand);
	check("_Bool ||", any, rany);
	check("_Bool &&", all, rall);
}

/* target teams + distribute: the reduction clause is the teams construct's. */
static void
split(const int *v, int n)
{
	long total = 100;
	int big = 0;

#pragma omp target teams map(to: v[0:n]) reduction(+: total) reduction(max: big) num_teams(3)
#pragma omp distribute
	for (int i = 0; i < n; i++) {
		total += v[i];
		big = v[i] > big ? v[i] : big;
	}
	long rtotal = 100;
	int rbig = 0;
	for (int i = 0; i < n; i++) {
		rtotal += v[i];
		rbig = v[i] > rbig ? v[i] : rbig;
	}
	check("teams + distribute: +", total, rtotal);
	check("teams + distribute: max", big, rbig);

	/* target + teams distribute: the reduction is the nested construct's, which maps
	 * nothing (OpenMP 5.2 5.8.9): kept is mapped on the target construct, gone is
	 * firstprivate there, whose copy gets the result */
	long kept = 1, gone = 1;
#pragma omp target map(to: v[0:n]) map(tofrom: kept)
#pragma omp teams distribute reduction(+: kept, gone)
	for (int i = 0; i < n; i++) {
		kept += v[i];
		gone += v[i];
	}
	check("target + teams distribute: mapped", kept, rtotal - 99);
	check("target + teams distribute: firstprivate", gone, 1);

	/* target teams alone: each team's initial thread adds its part */
	int teams = 0, parts = 0;
#pragma omp target teams num_teams(4) reduction(+: teams, parts) map(to: v[0:n])
	{
		teams += 1;
		parts += v[omp_get_team_num()];
	}
	int rparts = 0;
	for (int t = 0; t < teams; t++)
		rparts += v[t];
	check("target teams: teams in 1..4", teams >= 1 && teams <= 4, 1);
	check("target teams: a part per team", parts, rparts);
}

int
main(void)
{
	static int v[N];

	for (int i = 0; i < N; i++)
		v[i] = (i * 7919) % N;
	ints(v, N);
	ints(v, 0); /* no iteration: the originals stay */
	ints(v, 1);
	narrow(v, N);
	narrow(v, 33);
	split(v, N);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
