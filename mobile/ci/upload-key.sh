#!/usr/bin/env bash
# upload-key.sh ENV_FILE DIR: puts the Android upload key where
# ./build.sh android release reads it, as the release workflow runs it:
# the publisher's key from the repository's secrets when they are set
# (ROPEMAN_UPLOAD_KEYSTORE_BASE64, the keystore file in base64, and
# ROPEMAN_UPLOAD_KEYSTORE_PASSWORD, ROPEMAN_UPLOAD_KEY_ALIAS and
# ROPEMAN_UPLOAD_KEY_PASSWORD), else a throwaway key made in DIR (a fork's
# pull request sees no secrets: its bundle is built and checked, not
# uploadable). It appends the four ROPEMAN_UPLOAD_* variables to ENV_FILE
# ($GITHUB_ENV) and says which key it is.
set -euo pipefail
env_file=${1:?usage: upload-key.sh ENV_FILE DIR}
dir=${2:?usage: upload-key.sh ENV_FILE DIR}
keystore="$dir/upload.jks"
if [ -n "${ROPEMAN_UPLOAD_KEYSTORE_BASE64:-}" ]; then
  missing=()
  for v in ROPEMAN_UPLOAD_KEYSTORE_PASSWORD ROPEMAN_UPLOAD_KEY_ALIAS ROPEMAN_UPLOAD_KEY_PASSWORD; do
    [ -n "${!v:-}" ] || missing+=("$v")
  done
  [ ${#missing[@]} -eq 0 ] || { echo "upload-key.sh: the keystore secret is set but not ${missing[*]}" >&2; exit 1; }
  base64 -d <<<"$ROPEMAN_UPLOAD_KEYSTORE_BASE64" > "$keystore" || { echo "upload-key.sh: ROPEMAN_UPLOAD_KEYSTORE_BASE64 is not base64" >&2; exit 1; }
  store_pass=$ROPEMAN_UPLOAD_KEYSTORE_PASSWORD alias=$ROPEMAN_UPLOAD_KEY_ALIAS key_pass=$ROPEMAN_UPLOAD_KEY_PASSWORD
  keytool -list -keystore "$keystore" -storepass "$store_pass" -alias "$alias" > /dev/null ||
    { echo "upload-key.sh: the keystore from the secrets does not open with its password, or has no key $alias" >&2; exit 1; }
  echo "upload-key.sh: the publisher's upload key ($alias), from the repository's secrets"
else
  store_pass=ci-only alias=upload key_pass=ci-only
  keytool -genkeypair -keystore "$keystore" -storepass "$store_pass" -keypass "$key_pass" \
    -alias "$alias" -keyalg RSA -keysize 2048 -validity 2 -dname "CN=CI throwaway" 2> /dev/null
  echo "upload-key.sh: no upload key in the repository's secrets: a throwaway key (this bundle cannot be uploaded)"
fi
{
  echo "ROPEMAN_UPLOAD_KEYSTORE=$keystore"
  echo "ROPEMAN_UPLOAD_KEYSTORE_PASSWORD=$store_pass"
  echo "ROPEMAN_UPLOAD_KEY_ALIAS=$alias"
  echo "ROPEMAN_UPLOAD_KEY_PASSWORD=$key_pass"
} >> "$env_file"
