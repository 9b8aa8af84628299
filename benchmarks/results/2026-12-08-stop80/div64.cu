#include <cstdio>
#include <cstdint>
__device__ __forceinline__ unsigned long long bdiv(unsigned long long a, unsigned long long b){
  if (((a | b) >> 32) == 0) return (unsigned)a / (unsigned)b; return a / b; }
__device__ __forceinline__ unsigned long long brem(unsigned long long a, unsigned long long b){
  if (((a | b) >> 32) == 0) return (unsigned)a % (unsigned)b; return a % b; }
__global__ void plain(size_t n, size_t w, size_t h, float *out){
  for (size_t i = blockIdx.x*(size_t)blockDim.x+threadIdx.x; i < n; i += (size_t)gridDim.x*blockDim.x){
    size_t x = i % w, y = (i / w) % h, z = i / (w*h);
    out[i] = x + 2.f*y + 3.f*z; } }
__global__ void bypass(size_t n, size_t w, size_t h, float *out){
  for (size_t i = blockIdx.x*(size_t)blockDim.x+threadIdx.x; i < n; i += (size_t)gridDim.x*blockDim.x){
    size_t x = brem(i, w), y = brem(bdiv(i, w), h), z = bdiv(i, w*h);
    out[i] = x + 2.f*y + 3.f*z; } }
__global__ void mix(size_t n, unsigned long long m, unsigned long long *out){
  for (size_t i = blockIdx.x*(size_t)blockDim.x+threadIdx.x; i < n; i += (size_t)gridDim.x*blockDim.x){
    unsigned long long d = 1, A = i + 2; for (int k = 0; k < 8; k++) { d = (d*A) % m; A = (A*A) % m; } out[i] = d; } }
__global__ void mixb(size_t n, unsigned long long m, unsigned long long *out){
  for (size_t i = blockIdx.x*(size_t)blockDim.x+threadIdx.x; i < n; i += (size_t)gridDim.x*blockDim.x){
    unsigned long long d = 1, A = i + 2; for (int k = 0; k < 8; k++) { d = brem(d*A, m); A = brem(A*A, m); } out[i] = d; } }
int main(){
  size_t w = 517, h = 389, n = w*h*100; float *o; unsigned long long *u; cudaMalloc(&o, n*4); cudaMalloc(&u, n*8);
  cudaEvent_t a,b; cudaEventCreate(&a); cudaEventCreate(&b); float t;
  for (int r = 0; r < 3; r++) {
  cudaEventRecord(a); for(int k=0;k<20;k++) plain<<<2048,256>>>(n,w,h,o); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("plain  %.3f ms\n", t/20);
  cudaEventRecord(a); for(int k=0;k<20;k++) bypass<<<2048,256>>>(n,w,h,o); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("bypass %.3f ms\n", t/20);
  cudaEventRecord(a); for(int k=0;k<5;k++) mix<<<2048,256>>>(n,4294967291ull,u); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("mix64  %.3f ms\n", t/5);
  cudaEventRecord(a); for(int k=0;k<5;k++) mixb<<<2048,256>>>(n,4294967291ull,u); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("mix64b %.3f ms\n", t/5);
  cudaEventRecord(a); for(int k=0;k<5;k++) mix<<<2048,256>>>(n,65521ull,u); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("mix16  %.3f ms\n", t/5);
  cudaEventRecord(a); for(int k=0;k<5;k++) mixb<<<2048,256>>>(n,65521ull,u); cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&t,a,b); printf("mix16b %.3f ms\n", t/5);
  }
  return 0; }
