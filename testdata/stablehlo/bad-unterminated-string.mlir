module @m attributes {mhlo.frontend_attributes = {a = "never closed}} {
}
