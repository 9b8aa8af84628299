// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A team's variable-length array takes 1,024 bytes of its team's shared
// memory where the team's other variables leave room under the block's
// 48 KiB of static shared memory, else the device heap alone: a team
// with a 44 KiB tile gets none, so nvcc never sees more than a block may
// have.
// CHECK-LABEL: o2c_team_vla_room_{{[0-9]+}}(
// CHECK: __shared__ o2c_team_vla<float, 1024> o2c_vla_w;
// CHECK-LABEL: o2c_team_vla_room_{{[0-9]+}}(
// CHECK: __shared__ o2c_team_vla<float, 0> o2c_vla_w;
#include <omp.h>

void
small(int n, float *out)
{
#pragma omp target teams num_teams(4) thread_limit(64) map(from: out[0:4])
	{
		float w[n];
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			w[i] = (float)i;
		out[omp_get_team_num()] = w[n - 1];
	}
}

void
crowded(int n, float *out)
{
#pragma omp target teams num_teams(4) thread_limit(64) map(from: out[0:4])
	{
		float tile[11264];
		float w[n];
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			w[i] = tile[i] = (float)i;
		out[omp_get_team_num()] = w[n - 1] + tile[0];
	}
}
