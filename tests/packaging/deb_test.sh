#!/bin/bash
# The Debian package: cpack -G DEB from a configured build folder, installed
# with apt-get, used from /usr with the source and build trees out of view
# (smoke.sh in a mount namespace), removed again, leaving none of its files.
# Root only (it installs into /usr); skips (77) otherwise, without dpkg-dev,
# and when a reckon package is installed already (it would replace it).
#
# usage: deb_test.sh BUILD_DIR SOURCE_DIR PYTHON
set -u
build=$(realpath "$1") source=$(realpath "$2") python=$3
here=$(dirname "$(realpath "$0")")
skip() {
  echo "SKIPPED: $*"
  exit 77
}
[[ $(id -u) == 0 ]] || skip "installs a package: root only"
command -v dpkg-shlibdeps >/dev/null || skip "no dpkg-shlibdeps (Debian: dpkg-dev)"
command -v apt-get >/dev/null || skip "no apt-get"
[[ $(dpkg-query -W -f='${Status}' reckon 2>/dev/null) == *" installed" ]] &&
  skip "a reckon package is installed already"
timeout -k 5 20 unshare --mount --propagation private true 2>/dev/null || skip "no mount namespace"
[[ -f $build/CPackConfig.cmake ]] || { echo "FAILED: $build has no CPackConfig.cmake"; exit 1; }

tmp=$(mktemp -d)
[[ $tmp != "$source"/* && $tmp != "$build"/* ]] || { echo "FAILED: TMPDIR $tmp is inside a tree to hide"; exit 1; }
installed=
cleanup() {
  [[ -n $installed ]] && DEBIAN_FRONTEND=noninteractive timeout -k 5 300 apt-get purge -y reckon >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() {
  echo "FAILED: $*"
  exit 1
}
start=$SECONDS

# The package, made in a folder of its own (cpack's staging too).
timeout -k 5 900 cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/cpack" >"$tmp/cpack.log" 2>&1 ||
  fail "cpack: $(tail -30 "$tmp/cpack.log")"
debs=("$tmp"/cpack/reckon_*_amd64.deb)
[[ ${#debs[@]} == 1 && -f ${debs[0]} ]] || fail "cpack made not one reckon_*_amd64.deb: $(ls "$tmp/cpack")"
deb=${debs[0]}
made=$((SECONDS - start))
depends=$(dpkg-deb -f "$deb" Depends)
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes ($(dpkg-deb -f "$deb" Installed-Size) KiB installed), made in $made s"
echo "Depends: $depends"
# dpkg-shlibdeps' libraries and the interpreter the module is built for.
[[ $depends == *libc6* && $depends == *libstdc++6* ]] || fail "no shared library dependencies: $depends"
[[ $python == none || $depends == *"python3 (>="* ]] || fail "no python3 dependency: $depends"
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$tmp/contents"
for f in /usr/bin/reckon /usr/bin/reckon-serve /usr/bin/reckon-claims /usr/share/reckon/web/index.html \
         /usr/share/reckon/data/curated/calculation-tier-easy.txt /usr/share/man/man1/reckon.1 \
         /usr/share/bash-completion/completions/reckon /usr/include/reckon/reckon.h; do
  grep -qx "$f" "$tmp/contents" || fail "the package holds no $f"
done
if [[ $python != none ]]; then
  grep -q '^/usr/lib/python3/dist-packages/reckon\..*so$' "$tmp/contents" ||
    fail "the module is not in Debian's dist-packages: $(grep python "$tmp/contents")"
  grep -q '/site-packages/' "$tmp/contents" && fail "the package holds a site-packages folder"
fi
grep -qv '^/usr/' "$tmp/contents" && fail "files outside /usr: $(grep -v '^/usr/' "$tmp/contents" | head)"

# Installed as a user would, then used from /usr alone.
installed=yes
DEBIAN_FRONTEND=noninteractive timeout -k 5 600 apt-get install -y "$deb" >"$tmp/apt.log" 2>&1 ||
  fail "apt-get install: $(tail -30 "$tmp/apt.log")"
cp "$here/smoke.sh" "$tmp/smoke.sh"
hidden="mount -t tmpfs reckon-hidden '$source'"
[[ $build == "$source"/* ]] || hidden+=" && mount -t tmpfs reckon-hidden '$build'"
timeout -k 5 900 unshare --mount --propagation private bash -c "$hidden &&
  [[ ! -e '$source/data' && ! -e '$build/CMakeCache.txt' ]] && bash '$tmp/smoke.sh' /usr '$python'" ||
  fail "the smoke test of the installed package"

# Removed: none of its files is left.
DEBIAN_FRONTEND=noninteractive timeout -k 5 300 apt-get remove -y reckon >"$tmp/apt.log" 2>&1 ||
  fail "apt-get remove: $(tail -30 "$tmp/apt.log")"
installed=
[[ $(dpkg-query -W -f='${Status}' reckon 2>/dev/null) == *" installed" ]] && fail "still installed after remove"
left=0
while read -r f; do
  if [[ -n $f && ! -d $f && -e $f ]]; then
    echo "left after remove: $f"
    left=1
  fi
done <"$tmp/contents"
[[ -e /usr/share/reckon ]] && { echo "left after remove: /usr/share/reckon"; left=1; }
((left == 0)) || fail "apt-get remove left files"
# remove keeps the package's record (its postrm, the ldconfig trigger);
# purge leaves dpkg's database as it was.
dpkg --purge reckon >/dev/null 2>&1 || fail "dpkg --purge reckon"
echo "deb test passed: $(basename "$deb") in $((SECONDS - start)) s"
