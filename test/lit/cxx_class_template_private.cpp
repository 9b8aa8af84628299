// A target region in a member function of a class template that names
// members that are not public through `this`: the .cu file declares the
// class template and each instance's kernels (in the instance's namespace)
// before its copy of the class template, which makes them friends; the
// host file declares each instance's host fallback before the class
// template, which makes them friends too.  A member function defined
// outside the class template gets the same.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CHECK: template <typename T> class Vec; /* its member functions' kernels, its friends */
// CHECK-NEXT: namespace [[NS1:o2c_i[0-9]+]] { extern "C" __global__ void [[K1:o2c_cxx_class_template_private_[0-9]+_float]](Vec<float> *o2c_this, O2cDone o2c_done); }
// CHECK: namespace [[NS2:o2c_i[0-9]+]] { extern "C" __global__ void [[K2:o2c_cxx_class_template_private_[0-9]+_int]](Vec<int> *o2c_this, O2cDone o2c_done); }
// CHECK: class Vec {
// CHECK: friend __global__ void [[NS1]]::[[K1]](Vec<float> *o2c_this, O2cDone o2c_done);
// CHECK: friend __global__ void [[NS2]]::[[K2]](Vec<int> *o2c_this, O2cDone o2c_done);
// CHECK-NEXT: friend __global__ void o2c_i{{[0-9]+}}::o2c_cxx_class_template_private_{{[0-9]+}}_float(Vec<float> *o2c_this, float x, O2cDone o2c_done);
// CHECK-NEXT: };
// HOST: {{^}}template <typename T> class Vec; /* its instances' host fallbacks, its friends */
// HOST-NEXT: {{^}}namespace [[NS1:o2c_i[0-9]+]] { static void [[F1:o2c_cxx_class_template_private_[0-9]+_float_host]](Vec<float> *o2c_this); } /* Vec<float>::clear, a friend of its class */
// HOST: {{^}}template <typename T>{{$}}
// HOST-NEXT: class Vec {
// HOST: {{^}}	friend void [[NS1]]::[[F1]](Vec<float> *o2c_this); /* host fallback of Vec<float>::clear */
// HOST: };
// HOST: {{^}}namespace [[NS1]] {
// HOST: static void
// HOST-NEXT: [[F1]](Vec<float> *o2c_this)

template <typename T>
class Vec {
	T v[64];
	int n = 64;

public:
	void clear()
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			v[i] = 0;
	}
	void fill(T x);
};

template <typename T>
void Vec<T>::fill(T x)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		v[i] = x;
}

void use(Vec<float> &f, Vec<int> &k)
{
	f.clear();
	k.clear();
	f.fill(1.0f);
}
