// `this` in regions of member functions (OpenMP 5.2 5.8.9): the kernel
// takes the pointer o2c_this, the region's code names it for `this` and
// before a data member or member function named alone; the host sets it
// to `this`, maps this[:1] tofrom and attaches the pointer member that a
// map clause's section (data[0:n], this->data[0:n]) gives.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// CUDA-LABEL: o2c_cxx_this_{{[0-9]+}}(Grid *o2c_this, O2cDone o2c_done)
// CUDA: (int)(o2c_this->n)
// CUDA: o2c_this->data[i] = o2c_this->data[i] * o2c_this->scale + 1;
// CUDA: o2c_this->data[i] = o2c_this->twice(o2c_this->data[i]);
// CUDA: { o2c_this->n += 1; o2c_this->scale = 3; }
// HOST-LABEL: void run()
// HOST: Grid *o2c_this = this;
// HOST-NEXT: O2cMap o2c_maps[] = {
// HOST-NEXT: .host = (void *)&(o2c_this->data)[0], .bytes = (size_t)(n) * sizeof((o2c_this->data)[0]), .type = O2C_MAP_TOFROM
// HOST-NEXT: .host = (void *)(o2c_this), .bytes = sizeof(*(o2c_this)), .type = O2C_MAP_TOFROM, {{.*}} /* implicit */
// HOST-NEXT: .host = (void *)&(o2c_this->data), .bytes = 0, .type = O2C_MAP_ATTACH
// HOST: {.value = (void *)&o2c_this, .type = O2C_ARG_PTR, .map = 1
// HOST-LABEL: void call()
// HOST: .host = (void *)&(o2c_this->data)[0], .bytes = (size_t)(this->n)
// HOST-NEXT: .host = (void *)(o2c_this), .bytes = sizeof(*(o2c_this)), .type = O2C_MAP_TOFROM
// HOST-LABEL: void count()
// HOST: .host = (void *)&(o2c_this)[0], .bytes = (size_t)(1) * sizeof((o2c_this)[0]), .type = O2C_MAP_TOFROM, .name = "this[:1]"
struct Grid {
	float *data;
	int n;
	float scale;
	float twice(float x) const { return scale * x; }
	void run()
	{
#pragma omp target teams distribute parallel for map(tofrom: data[0:n])
		for (int i = 0; i < n; i++)
			data[i] = data[i] * scale + 1;
	}
	void call()
	{
#pragma omp target teams distribute parallel for map(tofrom: this->data[0:this->n])
		for (int i = 0; i < n; i++)
			this->data[i] = twice(data[i]);
	}
	void count()
	{
#pragma omp target map(this[:1])
		{ n += 1; scale = 3; }
	}
};

