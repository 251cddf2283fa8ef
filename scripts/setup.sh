#!/usr/bin/env bash
# Installs the Debian bookworm packages Runcard needs (only those missing), then configures and
# builds into build/. Run as root on a fresh machine; later runs are incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  g++ cmake ninja-build pkg-config git clang-format
  libyaml-cpp-dev
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev
  libtorch-dev libopenblas0-openmp libsentencepiece-dev libgloo-dev
  poppler-utils fonts-dejavu-core xvfb xauth
  # The sanitizer build and the libFuzzer harnesses (scripts/sanitize.sh), and the package test
  # (tests/package: cpack's dpkg-shlibdeps, AppStream, desktop entry, MIME database, man pages).
  clang-14 libclang-rt-14-dev
  dpkg-dev appstream desktop-file-utils shared-mime-info man-db
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

build_type=${RUNCARD_BUILD_TYPE:-Release}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" "$@"
cmake --build build -j "$(nproc)"
