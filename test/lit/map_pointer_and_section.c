// A pointer and a section of what it points to on one construct, the
// section first or last: one map, the section's, which the pointer is
// attached to (test/run/map_pointer_and_section.c runs it).
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// CHECK: O2cMap o2c_maps[] = {
// CHECK-NEXT: .host = (void *)&(p)[0], .bytes = (size_t)(n) * sizeof((p)[0]), .type = O2C_MAP_TOFROM, .name = "p[0:n]"
// CHECK-NEXT: };
// CHECK: O2cMap o2c_maps[] = {
// CHECK-NEXT: .host = (void *)&(p)[0], .bytes = (size_t)(n) * sizeof((p)[0]), .type = O2C_MAP_TO, .name = "p[:n]"
// CHECK-NEXT: };
void
scale(double *p, int n)
{
#pragma omp target map(tofrom: p[0:n], p)
	for (int i = 0; i < n; i++)
		p[i] *= 2;
#pragma omp target map(p) map(to: p[:n])
	for (int i = 0; i < n; i++)
		p[i] += 1;
}
