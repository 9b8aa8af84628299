/* Device numbers (OpenMP 5.2 13.2, 18.7): what the value of a device
 * clause, of default-device-var or of a device routine's device_num
 * argument names, when the runtime sees count GPUs.
 *
 * 0..count-1 are the GPUs; count, the value of omp_get_initial_device(),
 * and omp_initial_device (-1) are the host.  Anything else, omp_invalid_
 * device (-4) included, is not a device number: a conforming program
 * does not use one, and the runtime reports it rather than guess, except
 * that with no GPU and offload not mandatory a construct's non-negative
 * number runs it on the host (o2c_construct_pick).  Under
 * OMP_TARGET_OFFLOAD=MANDATORY a construct that would run on a GPU when
 * there is none is an error (OpenMP 5.2 21.2.8); one that names the host
 * with omp_initial_device still runs there.
 *
 * Pure: no CUDA and no state, so test/unit/devnum_test.c tests it alone.
 */
#include <stdio.h>

#include "internal.h"

/* The GPU num names, or O2C_PICK_HOST, O2C_PICK_NO_GPU, O2C_PICK_RANGE. */
int
o2c_device_pick(int num, int count, int mandatory)
{
	if (num < O2C_INITIAL_DEVICE || num > count)
		return O2C_PICK_RANGE;
	if (num == O2C_INITIAL_DEVICE)
		return O2C_PICK_HOST;
	if (num == count)
		return count == 0 && mandatory ? O2C_PICK_NO_GPU : O2C_PICK_HOST;
	return num;
}

/* What a construct's device number names: as o2c_device_pick, but with
 * no GPU and offload not mandatory, as if OMP_TARGET_OFFLOAD were
 * DISABLED (OpenMP 5.2 21.2.8), every device but the host does not
 * exist, and a construct naming one runs on the host (OpenMP 5.0 1.3:
 * where the target device does not exist).  The device routines keep
 * o2c_device_pick's answer. */
int
o2c_construct_pick(int num, int count, int mandatory)
{
	int pick = o2c_device_pick(num, count, mandatory);

	return pick == O2C_PICK_RANGE && count == 0 && num >= 0 && !mandatory ? O2C_PICK_HOST : pick;
}

/* The message for a number o2c_device_pick found out of range. */
const char *
o2c_device_range(int num, int count, char *buf, size_t size)
{
	if (count == 0)
		snprintf(buf, size, "device number %d is out of range: there is no GPU, and the host is "
		         "device 0 (or omp_initial_device, -1)", num);
	else
		snprintf(buf, size, "device number %d is out of range: the GPUs are devices 0 to %d, "
		         "the host is %d (or omp_initial_device, -1)", num, count - 1, count);
	return buf;
}
