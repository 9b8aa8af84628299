// declare mapper in C++: a class named without a keyword, through an
// alias, and as `class tag`; each map of an object of the class maps the
// mapper's items.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
class Field {
public:
	int n;
	double *data;
};
using Grid = Field;

#pragma omp declare mapper(Field f) map(f, f.data[0:f.n])
#pragma omp declare mapper(half: class Field f) map(f, f.data[0:f.n / 2])
#pragma omp declare mapper(third: Grid g) map(g, g.data[0:g.n / 3])

void run(Field &a, Grid &b, Grid &c)
{
	// CHECK-LABEL: {{^	}}O2cMap o2c_maps[] = {
	// CHECK-NEXT: {{^		}}{.host = (void *)&(a), {{.*}}.name = "a"},
	// CHECK-NEXT: {{^		}}{.host = {{.*}}.bytes = (size_t)(a.n) * sizeof((a.data)[0]), .type = O2C_MAP_TOFROM, .name = "a.data[0:a.n]"},
#pragma omp target
	for (int i = 0; i < a.n; i++)
		a.data[i] *= 2;
	// CHECK-LABEL: {{^	}}O2cMap o2c_maps[] = {
	// CHECK-NEXT: {{^		}}{.host = (void *)&(b), {{.*}}.name = "b"},
	// CHECK-NEXT: {{^		}}{.host = {{.*}}.bytes = (size_t)(b.n / 2) * sizeof((b.data)[0]), .type = O2C_MAP_TOFROM, .name = "b.data[0:b.n / 2]"},
#pragma omp target map(mapper(half), tofrom: b)
	for (int i = 0; i < b.n / 2; i++)
		b.data[i] += 1;
	// CHECK-LABEL: {{^	}}O2cMap o2c_maps[] = {
	// CHECK-NEXT: {{^		}}{.host = (void *)&(c), {{.*}}.name = "c"},
	// CHECK-NEXT: {{^		}}{.host = {{.*}}.bytes = (size_t)(c.n / 3) * sizeof((c.data)[0]), .type = O2C_MAP_TO, .name = "c.data[0:c.n / 3]"},
#pragma omp target map(mapper(third), to: c)
	for (int i = 0; i < c.n / 3; i++)
		c.data[i] += 1;
}
