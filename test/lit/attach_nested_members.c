// Pointer members of the structs among a struct's members are attached
// as the struct's own are: a section in a map clause (pr.x.p[0:n]), a
// region's use through the members (pd->in.y.p[i], which reads through
// it), a member passed whole (sum(d.in): each pointer inside it).
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
struct vec { double *p; int n; };
struct pair { struct vec x, y; int k; };
struct deep { int tag; struct pair in; };

#pragma omp declare target
static double sum(struct pair q) { return q.x.p[0] + q.y.p[0]; }
#pragma omp end declare target

void
f(int n, struct pair pr, struct deep d, struct deep *pd, double *s)
{
// CHECK: {{^[[:space:]]*}}{.host = {{.*}}.name = "pr.x.p[0:n]"
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(pr.x.p), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "pr.x.p"}
#pragma omp target map(tofrom: pr.x.p[0:n])
	for (int i = 0; i < n; i++)
		pr.x.p[i] += pr.k;
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(pd->in.y.p), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_DEREF, .name = "pd->in.y.p"}, /* implicit */
// CHECK-NOT: {{^[[:space:]]*}}{.host = (void *)&(pd->in.x
// CHECK: {{^[[:space:]]*}}o2c_target(
#pragma omp target
	pd->in.y.p[0] = pd->in.k;
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(d.in.x.p), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "d.in.x.p"}, /* implicit */
// CHECK: {{^[[:space:]]*}}{.host = (void *)&(d.in.y.p), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "d.in.y.p"}, /* implicit */
#pragma omp target map(from: s[0:1])
	s[0] = sum(d.in);
}
