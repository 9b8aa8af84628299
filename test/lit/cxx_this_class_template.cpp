// `this` in the target regions of a class template's member functions,
// read once per instantiation: the kernel of each takes the pointer
// o2c_this to its specialization; the host file declares the class
// template before its regions' host code, which names the
// specialization, and prints the instances' host fallbacks, which reach
// the object's members, after the class template's definition;
// --explain names each instantiation.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// CUDA-LABEL: o2c_cxx_this_class_template_{{[0-9]+}}_float_2(Grid<float> *o2c_this, O2cDone o2c_done)
// CUDA: o2c_this->u[i] = o2c_this->twice(o2c_this->u[i]) + o2c_this->bias[i % B];
// CUDA-LABEL: o2c_cxx_this_class_template_{{[0-9]+}}_double_2(Grid<double> *o2c_this, O2cDone o2c_done)
// CUDA-LABEL: o2c_cxx_this_class_template_{{[0-9]+}}_double_2(Grid<double> *o2c_this, O2cDone o2c_done)
// CUDA: { o2c_this->scale = o2c_this->scale + 1; }
// HOST: {{^[[:blank:]]*}}template <typename T, int B> struct Grid; /* named by instantiation Grid<float, 2>::step before its definition */
// HOST-NEXT: {{^[[:blank:]]*}}namespace o2c_i1 { static O2cRegion *o2c_region_cxx_this_class_template_[[STEP:[0-9]+]]_float_2(void); }
// HOST-NEXT: {{^[[:blank:]]*}}namespace o2c_i2 { static O2cRegion *o2c_region_cxx_this_class_template_[[STEP]]_double_2(void); }
// HOST-NEXT: {{^[[:blank:]]*}}namespace o2c_i3 { static O2cRegion *o2c_region_cxx_this_class_template_[[GROW:[0-9]+]]_double_2(void); }
// HOST: {{^[[:blank:]]*}}template <class T, int B = 2>
// HOST: {{^[[:blank:]]*}}if constexpr (__is_same(T, float) && (B) == 2) /* Grid<float, 2>::step */
// HOST-NEXT: {{^[[:blank:]]*}}{ /* {{.*}}map(tofrom: u[0:n]) */
// HOST-NEXT: {{^[[:blank:]]*}}Grid<float> *o2c_this = this;
// HOST: {{^[[:blank:]]*}}{.host = (void *)(o2c_this), .bytes = sizeof(*(o2c_this)), .type = O2C_MAP_TOFROM, .name = "o2c_this[0:1]"}, /* implicit */
// HOST-NEXT: {{^[[:blank:]]*}}{.host = (void *)&(o2c_this->u), .bytes = 0, .type = O2C_MAP_ATTACH
// HOST: {{^[[:blank:]]*}}if constexpr (__is_same(T, double) && (B) == 2) /* Grid<double, 2>::bump */
// HOST: {{^[[:blank:]]*}}{.host = (void *)&(o2c_this)[0], .bytes = (size_t)(1) * sizeof((o2c_this)[0]), .type = O2C_MAP_TOFROM, .name = "this[:1]"
// HOST: {{^}}};
// HOST: {{^}}/* instantiation Grid<float, 2>::step */
// HOST-NEXT: {{^}}namespace o2c_i1 {
// HOST: {{^[[:blank:]]*}}o2c_cxx_this_class_template_[[STEP]]_float_2_host(Grid<float> *o2c_this)
// HOST: {{^[[:blank:]]*}}o2c_this->u[i] = o2c_this->twice(o2c_this->u[i]) + o2c_this->bias[i % B];
// HOST: {{^[[:blank:]]*}}namespace o2c_i3 {
// HOST: {{^[[:blank:]]*}}o2c_cxx_this_class_template_[[GROW]]_double_2_host(Grid<double> *o2c_this)
// HOST-LABEL: {{^[[:blank:]]*}}int main()
// EXPLAIN: kernel o2c_cxx_this_class_template_[[ESTEP:[0-9]+]]_float_2: instantiation Grid<float, 2>::step
// EXPLAIN: kernel o2c_cxx_this_class_template_[[ESTEP]]_double_2: instantiation Grid<double, 2>::step
// EXPLAIN: kernel o2c_cxx_this_class_template_{{[0-9]+}}_double_2: instantiation Grid<double, 2>::bump
template <class T, int B = 2>
struct Grid {
	T *u;
	int n;
	T scale;
	T bias[B];
	T twice(T x) const { return scale * x; }
	void step()
	{
#pragma omp target teams distribute parallel for map(tofrom: u[0:n])
		for (int i = 0; i < n; i++)
			u[i] = twice(u[i]) + bias[i % B];
	}
	void bump()
	{
#pragma omp target map(this[:1])
		{ scale = scale + 1; }
	}
};

int main()
{
	float a[4] = {0};
	double b[4] = {0};
	Grid<float> f{a, 4, 2, {1, 2}};
	Grid<double> d{b, 4, 2, {1, 2}};
	f.step();
	d.step();
	d.bump();
	return 0;
}
