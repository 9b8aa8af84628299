// The host fallback's device API wrappers in C++: one per scope the
// fallbacks are printed in (an instantiation's namespace, the user's
// namespaces, file scope), each calling the C routine (extern "C").
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// CHECK: #ifndef O2C_HAVE_omp_get_team_num_o2c_i1
// CHECK: extern "C" int omp_get_team_num(void);
// CHECK: #ifndef O2C_HAVE_omp_get_team_num_o2c_i2
// CHECK: #ifndef O2C_HAVE_omp_get_team_num_app_inner
// CHECK: extern "C" int omp_get_team_num(void);
// CHECK: #ifndef O2C_HAVE_omp_get_team_num{{$}}
#include <omp.h>

template <typename T>
void fill(T *out, int teams)
{
#pragma omp target teams num_teams(teams) map(from: out[0:teams])
	out[omp_get_team_num()] = (T)omp_get_team_num();
}

namespace app {
namespace inner {
void fill_ns(int *out, int teams)
{
#pragma omp target teams num_teams(teams) map(from: out[0:teams])
	out[omp_get_team_num()] = omp_get_team_num();
}
}
}

void fill_global(long *out, int teams)
{
#pragma omp target teams num_teams(teams) map(from: out[0:teams])
	out[omp_get_team_num()] = omp_get_team_num();
}

void use(float *f, double *d)
{
	fill(f, 4);
	fill(d, 4);
}
