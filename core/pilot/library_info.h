// The software and CPU features a pilot's figures depend on, read at run time from the libraries
// actually loaded (a libblas.so.3 alternative swapped underneath changes step times severalfold
// with nothing else changed): LibTorch's exact version, ATen's CPU kernel level, the BLAS library
// and the kernel it picked for this CPU (OpenBLAS's openblas_get_config / openblas_get_corename),
// oneDNN's version and instruction set, the CPU's identity and ISA flags, and the thread
// settings.
#pragma once

#include <string>

namespace runcard::pilot {

struct LibraryRevisions {
    std::string libtorch_header;     // TORCH_VERSION at build time, e.g. "1.13.0"
    std::string libtorch_library;    // the libtorch_cpu file loaded
    std::string libtorch_package;    // "libtorch1.13 1.13.1+dfsg-4" (dpkg), "torch 2.4.1" (pip)
    std::string aten_cpu_capability; // ATen's vectorised kernels: "AVX2", "AVX512", ...
    std::string blas_library;        // the file that provides sgemm_
    std::string blas;                // "OpenBLAS 0.3.21 ... (core Haswell)" or "unknown"
    std::string onednn;              // "oneDNN 2.6.3, ISA avx512_core_bf16"
    std::string cpu_id;              // "AuthenticAMD family 26 model 2 stepping 1"
    std::string cpu_flags;           // the ISA flags that matter for the kernels
    int intra_op_threads = 0;
    int inter_op_threads = 0;
    std::string thread_environment; // OMP_NUM_THREADS=..., as set (or "none set")
};

LibraryRevisions libraryRevisions();

} // namespace runcard::pilot
