/* The host's loaded images, for device code's check of a virtual call
 * it cannot prove safe (frontend/cxx_virtual.c, omp2cuda_device.h's
 * o2c_vcheck).
 *
 * An object constructed on the host and copied to the device keeps its
 * virtual table pointer, an address in the host program's or a shared
 * library's loaded image (the tables are in their read-only data); an
 * object device code constructed points into the module's global
 * memory, which unified addressing keeps apart from every host mapping.
 * When a module that makes such calls is loaded, its o2c_host_images
 * gets each loaded segment's range [lo, hi) of every image
 * (dl_iterate_phdr), so that the call stops with a message instead of
 * faulting on (or, with HMM, calling) the host's code.
 */
#define _GNU_SOURCE
#include <link.h>
#include <string.h>

#include "internal.h"

#define IMAGES_MAX 256 /* ranges; omp2cuda_device.h's O2C_HOST_IMAGES_MAX */

typedef struct Ranges {
	unsigned long long r[2 * IMAGES_MAX];
	unsigned n;
	int full;
} Ranges;

static int
segment(struct dl_phdr_info *info, size_t size, void *data)
{
	Ranges *rs = data;

	(void)size;
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		if (ph->p_type != PT_LOAD || !ph->p_memsz)
			continue;
		if (rs->n == IMAGES_MAX) {
			rs->full = 1;
			return 1;
		}
		rs->r[2 * rs->n] = info->dlpi_addr + ph->p_vaddr;
		rs->r[2 * rs->n + 1] = info->dlpi_addr + ph->p_vaddr + ph->p_memsz;
		rs->n++;
	}
	return 0;
}

/* The module's o2c_host_images and o2c_nhost_images, where it has them
 * (only a module whose device code checks virtual calls, O2C_VCHECK). */
int
o2c_host_images_enter(CUmodule mod)
{
	CUdeviceptr table, count;
	size_t bytes, nbytes;
	Ranges rs;
	CUresult r = o2c_cu.cuModuleGetGlobal(&table, &bytes, mod, "o2c_host_images");

	if (r == CUDA_ERROR_NOT_FOUND)
		return 0;
	if (o2c_cu_check(r, "cuModuleGetGlobal(&table, &bytes, mod, \"o2c_host_images\")", __FILE__,
	                 __LINE__) ||
	    CU_CALL(cuModuleGetGlobal, &count, &nbytes, mod, "o2c_nhost_images"))
		return -1;
	if (bytes != sizeof rs.r || nbytes != sizeof rs.n) {
		O2C_ERROR("internal error: o2c_host_images has %zu bytes on the device", bytes);
		return -1;
	}
	memset(&rs, 0, sizeof rs);
	dl_iterate_phdr(segment, &rs);
	if (rs.full)
		o2c_warn("more than %d loaded segments: device code's check of virtual calls knows the "
		         "first %d (a call on an object of the others faults instead of stopping with "
		         "a message)", IMAGES_MAX, IMAGES_MAX);
	return CU_CALL(cuMemcpyHtoD, table, rs.r, sizeof rs.r) ||
	               CU_CALL(cuMemcpyHtoD, count, &rs.n, sizeof rs.n)
	           ? -1
	           : 0;
}
