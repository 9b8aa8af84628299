// A lambda held by a variable that a region captures: its struct (the
// captures as members, the body as a __device__ call operator) is
// declared before the region's function in both files; a lambda without
// pointers is passed by value (its bytes), one that captures a pointer is
// mapped as a struct whose pointer members, each at its offset, are attached
// (a closure's members have no names: each is known by its offset, and
// named by the variable it holds).
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: struct o2c_closure_[[L1:[0-9]+_[0-9]+]] {
// CHECK-NEXT: double scale;
// CHECK: __device__
// CHECK: auto operator()(int i) const -> double
// CHECK: struct o2c_closure_[[L2:[0-9]+_[0-9]+]] {
// CHECK-NEXT: const double *data;
// CHECK: (int n, double *__restrict__ out, o2c_closure_[[L1]] value, o2c_closure_[[L2]] *o2c_ref_at, O2cDone o2c_done)
// HOST: {{^		}}{.host = (void *)&(at), .bytes = sizeof(at), .type = O2C_MAP_TO, .name = "at"}, /* implicit */
// HOST-NEXT: {{^		}}{.host = (void *)((char *)&(at) + 0) /* &at.data */, .bytes = 0, .type = O2C_MAP_ATTACH, .name = "at.data"}, /* implicit */
// HOST: {{^		}}{.value = (void *)&value, .type = O2C_ARG_RECORD, {{.*}}.name = "value"

void fill(double *out, const double *data, int n, double scale)
{
	auto value = [=](int i) { return scale * i; };
	auto at = [=](int i) { return data[i]; };
#pragma omp target teams distribute parallel for map(from: out[0:n]) map(to: data[0:n])
	for (int i = 0; i < n; i++)
		out[i] = value(i) + at(i);
}

// Two pointers captured: both attached.
// HOST-LABEL: {{^}}void axpy(
// HOST: {{^		}}{.host = (void *)&(op), .bytes = sizeof(op), .type = O2C_MAP_TO, .name = "op"}, /* implicit */
// HOST-NEXT: {{^		}}{.host = (void *)((char *)&(op) + 0) /* &op.y */, .bytes = 0, .type = O2C_MAP_ATTACH, .name = "op.y"}, /* implicit */
// HOST-NEXT: {{^		}}{.host = (void *)((char *)&(op) + 8) /* &op.x */, .bytes = 0, .type = O2C_MAP_ATTACH, .name = "op.x"}, /* implicit */
void axpy(double *y, const double *x, int n)
{
	auto op = [=](int i) { y[i] += 2.0 * x[i]; };
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n])
	for (int i = 0; i < n; i++)
		op(i);
}
