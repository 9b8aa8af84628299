#include <cuda.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(){
  size_t B=(size_t)256<<20; CUdevice d; CUcontext c; void *h; CUdeviceptr a,b;
  cuInit(0); cuDeviceGet(&d,0); cuDevicePrimaryCtxRetain(&c,d); cuCtxSetCurrent(c);
  double t=now(); cuMemHostAlloc(&h,B,0); printf("hostalloc %.3f ms\n",(now()-t)*1e3);
  memset(h,1,B);
  for(int r=0;r<3;r++){
    t=now(); cuMemAlloc(&a,B); double ta=now()-t;
    t=now(); cuMemcpyHtoD(a,h,B); double t1=now()-t;
    t=now(); cuMemcpyHtoD(a,h,B); double t2=now()-t;
    t=now(); cuMemcpyDtoH(h,a,B); double t3=now()-t;
    t=now(); cuMemFree(a); double tf=now()-t;
    printf("round %d: alloc %.3f ms, first copy %.3f ms (%.1f GB/s), second %.3f ms (%.1f GB/s), back %.3f ms (%.1f GB/s), free %.3f ms\n",
      r, ta*1e3, t1*1e3, B/t1/1e9, t2*1e3, B/t2/1e9, t3*1e3, B/t3/1e9, tf*1e3);
  }
  for(int r=0;r<3;r++){
    t=now(); cuMemAlloc(&b,B); double ta=now()-t;
    t=now(); for(size_t o=0;o<B;o+=8<<20) cuMemcpyHtoDAsync(b+o,(char*)h+o,8<<20,0); cuStreamSynchronize(0); double t1=now()-t;
    t=now(); for(size_t o=0;o<B;o+=8<<20) cuMemcpyHtoDAsync(b+o,(char*)h+o,8<<20,0); cuStreamSynchronize(0); double t2=now()-t;
    cuMemFree(b);
    printf("pieces %d: alloc %.3f ms, fresh %.1f GB/s, again %.1f GB/s\n", r, ta*1e3, B/t1/1e9, B/t2/1e9);
  }
  return 0;
}
