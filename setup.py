"""Builds the wheel of the Python package reckon with CMake (pyproject.toml).

The package is the native module (CMake's target reckon_python) as the
package's __init__, with its stubs (python/reckon/__init__.pyi) and the
py.typed marker beside it: a package, so that type checkers take its stubs
from site-packages (PEP 561 does not cover single-file modules).

CMake builds in build/pip below the source tree, or, when the environment
variable RECKON_CMAKE_BUILD_DIR names a configured build folder (CI's
build/release), there: building the C++ tree takes minutes, and a folder
that is up to date costs nothing.
"""
import os
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version():
    """The version of CMakeLists.txt's project(), the project's one place for it."""
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        match = re.search(r"project\(reckon VERSION ([0-9.]+)", f.read())
    if not match:
        raise RuntimeError("CMakeLists.txt: no project(reckon VERSION ...)")
    return match.group(1)


class CMakeBuild(build_ext):
    """Builds reckon_python with CMake and copies it in as reckon/__init__<suffix>."""

    def run(self):
        build_dir = os.environ.get("RECKON_CMAKE_BUILD_DIR")
        if build_dir:
            build_dir = os.path.abspath(build_dir)
            if not os.path.isfile(os.path.join(build_dir, "CMakeCache.txt")):
                raise RuntimeError(f"RECKON_CMAKE_BUILD_DIR={build_dir}: not a configured CMake build folder")
        else:
            build_dir = os.path.join(ROOT, "build", "pip")
            if not os.path.isfile(os.path.join(build_dir, "CMakeCache.txt")):
                subprocess.check_call([
                    "cmake", "-S", ROOT, "-B", build_dir, "-G", "Ninja" if shutil.which("ninja") else "Unix Makefiles",
                    "-DCMAKE_BUILD_TYPE=Release", f"-DPYTHON_EXECUTABLE={sys.executable}",
                    "-DRECKON_BUILD_PYTHON=ON", "-DRECKON_BUILD_TESTS=OFF", "-DRECKON_BUILD_SLOW_TESTS=OFF",
                    "-DRECKON_BUILD_BENCHMARKS=OFF",
                ])
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        subprocess.check_call(["cmake", "--build", build_dir, "--target", "reckon_python", "-j", jobs])
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = os.path.join(build_dir, "python", "reckon" + suffix)
        if not os.path.isfile(built):
            raise RuntimeError(f"{built} is missing: the CMake build is for another Python than {sys.executable} "
                               f"(module suffix {suffix})")
        for ext in self.extensions:
            target = self.get_ext_fullpath(ext.name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(built, target)
            copy_run_time_data(os.path.join(os.path.dirname(target), "data"))


def copy_run_time_data(folder):
    """The lists that curate(daily=...) draws from, as cmake --install installs
    them (cmake/install.cmake): the tier lists, daily/ and the constructed
    lists. The module finds them in its own package folder
    (jobs/common/data_paths.cc)."""
    source = os.path.join(ROOT, "data", "curated")
    target = os.path.join(folder, "curated")
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(os.path.join(target, "daily"))
    for name in sorted(os.listdir(source)):
        if "-tier-" in name and name.endswith(".txt"):
            shutil.copyfile(os.path.join(source, name), os.path.join(target, name))
    for name in sorted(os.listdir(os.path.join(source, "daily"))):
        if name.endswith(".txt"):
            shutil.copyfile(os.path.join(source, "daily", name), os.path.join(target, "daily", name))
    constructed = os.path.join(ROOT, "data", "constructed")
    os.makedirs(os.path.join(folder, "constructed"))
    for name in sorted(os.listdir(constructed)):
        if name.endswith("-critical.txt"):
            shutil.copyfile(os.path.join(constructed, name), os.path.join(folder, "constructed", name))


os.makedirs(os.path.join(ROOT, "build", "setuptools"), exist_ok=True)
setup(
    version=project_version(),
    packages=["reckon"],
    package_dir={"reckon": "python/reckon"},
    package_data={"reckon": ["__init__.pyi", "py.typed"]},
    # No sources: CMakeBuild makes it. The name puts it at reckon/__init__<suffix>.
    ext_modules=[Extension("reckon.__init__", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
    # setuptools' own files go below build/ (ignored by git), not into the tree.
    options={"build": {"build_base": "build/setuptools"}, "egg_info": {"egg_base": "build/setuptools"}},
)
