import Foundation
import CCairo
@_spi(Backend) import AtelierCore

// Blend modes: Cairo operators, and plusDarker computed per pixel where Cairo has no operator for it.

extension CairoRenderer {
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        }
    }

    /// A blend mode: the content drawn into a group, composited with the mode's operator.
    struct Blend: CairoEffect {
        var mode: BlendMode

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect { r.deviceBounds(content) }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            if mode == .normal { r.paint(content); return }
            if mode == .plusDarker, r.plusDarker(content) { return }
            r.inGroup(content) {
                cairo_pop_group_to_source(r.cr)
                cairo_set_operator(r.cr, CairoRenderer.cairoOperator(mode))
                cairo_paint(r.cr)
            }
        }
    }

    /// A Porter-Duff operator: the content drawn into a group, composited with Cairo's operator. The group
    /// is bounded by the content, so an operator that also changes the backdrop where the content is
    /// transparent (clear, copy, sourceIn...) does so within the content's bounds only.
    struct Composite: CairoEffect {
        var operation: CompositeOperator

        func deviceBounds(of content: [DisplayItem], in r: CairoRenderer) -> CGRect { r.deviceBounds(content) }

        func paint(_ content: [DisplayItem], in r: CairoRenderer) {
            let op: cairo_operator_t
            switch operation {
            case .clear: op = CAIRO_OPERATOR_CLEAR
            case .copy: op = CAIRO_OPERATOR_SOURCE
            case .sourceIn: op = CAIRO_OPERATOR_IN
            case .sourceOut: op = CAIRO_OPERATOR_OUT
            case .destinationIn: op = CAIRO_OPERATOR_DEST_IN
            case .destinationAtop: op = CAIRO_OPERATOR_DEST_ATOP
            case .xor: op = CAIRO_OPERATOR_XOR
            }
            r.inGroup(content) {
                cairo_pop_group_to_source(r.cr)
                cairo_set_operator(r.cr, op)
                if operation == .clear {
                    // Cleared where the content covers, not across its whole bounds.
                    if let pattern = cairo_get_source(r.cr) { cairo_mask(r.cr, pattern) }
                } else {
                    cairo_paint(r.cr)
                }
            }
        }
    }

    /// plusDarker computed per pixel against the backdrop of a raster target; false if the target is not raster.
    func plusDarker(_ content: [DisplayItem]) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        else { return false }
        let region = deviceBounds(content).intersection(clipDeviceExtents())
        guard !region.isNull, !region.isEmpty, let off = renderOffscreen(content, region: region, format: CAIRO_FORMAT_ARGB32, k: 1)
        else { return true }
        cairo_surface_flush(target)
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let tStride = Int(cairo_image_surface_get_stride(target))
        let opaqueTarget = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24
        guard let tData = cairo_image_surface_get_data(target), let sData = cairo_image_surface_get_data(off.surface) else { return true }
        let sStride = Int(cairo_image_surface_get_stride(off.surface))
        let ox = Int(off.rect.minX.rounded()) + Int(dx.rounded()), oy = Int(off.rect.minY.rounded()) + Int(dy.rounded())
        for y in 0..<off.height {
            let ty = oy + y
            let srow = UnsafeMutableRawPointer(sData + y * sStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<off.width {
                let tx = ox + x
                var d: UInt32 = 0
                if tx >= 0, ty >= 0, tx < tw, ty < th {
                    d = UnsafeRawPointer(tData + ty * tStride).assumingMemoryBound(to: UInt32.self)[tx]
                    if opaqueTarget { d |= 0xFF00_0000 }
                }
                let s = srow[x]
                let sa = Int(s >> 24), da = Int(d >> 24)
                let ra = sa + da - (sa * da + 127) / 255
                func channel(_ shift: UInt32) -> UInt32 {
                    let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
                    // premultiplied max(0, 1 - ((1 - D) + (1 - S))) generalised: Ra - ((Da - D) + (Sa - S))
                    return UInt32(max(0, min(ra, ra - ((da - dc) + (sa - sc)))))
                }
                srow[x] = (UInt32(ra) << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)
            }
        }
        cairo_surface_mark_dirty(off.surface)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        paintOffscreen(off)
        cairo_restore(cr)
        return true
    }
}
